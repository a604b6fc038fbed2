## module ggl: MSPPA for index-2 GGL DAEs (seed 000)
