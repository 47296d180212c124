/* madcity_tiles.c: the 54 Mad City tiles (designed for CityBox: the real contents are not
 * public) and how a tile looks after turning. data/madcity/tiles.json mirrors this table and
 * docs/rules/madcity.md documents it; tests/madcity/unit/test_madcity.c checks both and the
 * statistics. */
#include "games/madcity/rules/madcity.h"

#define Y  MADCITY_YELLOW
#define R  MADCITY_RED
#define B  MADCITY_BLUE
#define L  MADCITY_LAKE
#define P  MADCITY_PARK
#define AN MADCITY_ARM_N
#define AE MADCITY_ARM_E
#define AS MADCITY_ARM_S
#define AW MADCITY_ARM_W

/* {colours NW NE SW SE}, {buildings NW NE SW SE}, road arms. Tile numbers (1-54) are the ids
 * players and files use; the index here is the number minus one. */
const madcity_tile madcity_tiles[MADCITY_TILES] = {
    {{Y, Y, Y, Y}, {2, 2, 2, 2}, AN | AE | AS},      /*  1 */
    {{L, L, Y, B}, {0, 0, 3, 2}, AE | AS | AW},      /*  2 */
    {{L, B, L, B}, {0, 2, 0, 3}, 0},                 /*  3 */
    {{L, B, B, B}, {0, 1, 1, 1}, AW},                /*  4 */
    {{Y, Y, R, Y}, {2, 2, 1, 1}, AS | AW},           /*  5 */
    {{B, B, B, Y}, {3, 1, 3, 0}, AN | AE | AW},      /*  6 */
    {{Y, Y, L, Y}, {1, 2, 0, 3}, AW},                /*  7 */
    {{B, B, R, R}, {0, 1, 1, 3}, AS | AW},           /*  8 */
    {{B, R, R, R}, {2, 2, 3, 0}, AN | AS},           /*  9 */
    {{Y, Y, Y, R}, {0, 1, 2, 0}, AE | AS},           /* 10 */
    {{B, B, B, R}, {3, 1, 0, 0}, AE | AS | AW},      /* 11 */
    {{B, B, B, B}, {2, 1, 1, 2}, AE | AW},           /* 12 */
    {{Y, L, B, B}, {3, 0, 2, 2}, AN | AS},           /* 13 */
    {{B, B, B, B}, {0, 1, 1, 1}, AS},                /* 14 */
    {{B, R, R, B}, {1, 3, 2, 2}, AN | AE | AW},      /* 15 */
    {{Y, Y, Y, Y}, {2, 3, 1, 1}, AN | AE | AS | AW}, /* 16 */
    {{R, R, B, Y}, {2, 1, 2, 1}, AN | AE | AS | AW}, /* 17 */
    {{B, B, B, B}, {0, 1, 2, 0}, AN | AS | AW},      /* 18 */
    {{Y, Y, Y, Y}, {2, 1, 1, 2}, AN | AS},           /* 19 */
    {{P, Y, R, Y}, {0, 1, 2, 1}, AN | AS},           /* 20 */
    {{P, B, Y, R}, {0, 1, 0, 1}, AN | AW},           /* 21 */
    {{Y, Y, Y, Y}, {1, 2, 2, 2}, AN | AE | AS | AW}, /* 22 */
    {{Y, B, R, R}, {1, 2, 0, 0}, AN | AS},           /* 23 */
    {{P, P, Y, B}, {0, 0, 3, 0}, AE | AS},           /* 24 */
    {{R, Y, Y, R}, {1, 1, 1, 1}, AN | AE | AW},      /* 25 */
    {{Y, B, Y, B}, {3, 0, 2, 1}, 0},                 /* 26 */
    {{B, R, Y, R}, {0, 1, 0, 1}, AN | AS},           /* 27 */
    {{R, Y, B, R}, {1, 3, 1, 0}, AN | AE},           /* 28 */
    {{R, R, R, R}, {1, 0, 2, 2}, AN | AE | AS | AW}, /* 29 */
    {{P, P, R, R}, {0, 0, 2, 2}, AS | AW},           /* 30 */
    {{R, R, R, R}, {0, 3, 2, 3}, AS | AW},           /* 31 */
    {{Y, Y, Y, Y}, {2, 3, 2, 1}, AW},                /* 32 */
    {{R, P, R, R}, {2, 0, 0, 1}, AN | AE | AW},      /* 33 */
    {{Y, B, Y, Y}, {3, 2, 2, 0}, AN | AE | AS},      /* 34 */
    {{B, B, B, B}, {3, 1, 3, 1}, AN | AE | AS},      /* 35 */
    {{B, R, B, B}, {1, 3, 1, 0}, AN | AS},           /* 36 */
    {{Y, B, Y, L}, {3, 2, 2, 0}, AN | AE | AS | AW}, /* 37 */
    {{P, Y, P, Y}, {0, 3, 0, 0}, AN | AE},           /* 38 */
    {{L, B, L, B}, {0, 2, 0, 0}, AN | AE},           /* 39 */
    {{Y, Y, Y, P}, {2, 1, 1, 0}, AS},                /* 40 */
    {{Y, L, Y, Y}, {2, 0, 0, 1}, 0},                 /* 41 */
    {{Y, R, R, R}, {1, 1, 1, 2}, AN | AS},           /* 42 */
    {{R, R, R, Y}, {2, 2, 3, 2}, AN | AW},           /* 43 */
    {{R, R, R, R}, {1, 1, 0, 1}, AN | AE | AS | AW}, /* 44 */
    {{B, R, R, R}, {1, 1, 1, 1}, AN | AE | AS},      /* 45 */
    {{R, Y, P, R}, {1, 0, 0, 3}, AN | AW},           /* 46 */
    {{L, Y, Y, Y}, {0, 1, 2, 3}, AS},                /* 47 */
    {{Y, Y, R, R}, {2, 3, 2, 2}, AE | AS},           /* 48 */
    {{B, B, B, Y}, {2, 1, 3, 3}, AN},                /* 49 */
    {{B, R, B, R}, {1, 1, 0, 2}, 0},                 /* 50 */
    {{B, B, B, B}, {1, 2, 1, 0}, AN | AE | AS},      /* 51 */
    {{R, Y, R, R}, {2, 1, 1, 2}, AE | AS},           /* 52 */
    {{R, B, R, B}, {2, 3, 1, 1}, AS},                /* 53 */
    {{P, R, Y, R}, {0, 2, 1, 1}, AE | AW},           /* 54 */
};

const char madcity_colour_letters[MADCITY_NCOLOURS + 1] = "YRBLP";

int madcity_colour_of(char c)
{
    for (int i = 0; i < MADCITY_NCOLOURS; i++)
        if (c == madcity_colour_letters[i] || c == madcity_colour_letters[i] + 32) return i;
    return -1;
}

/* A quarter turn clockwise sends NW->NE->SE->SW->NW; src[k][pos] is the original area that
 * lies at pos after k quarter turns. */
static const uint8_t src[4][4] = {{0, 1, 2, 3}, {2, 0, 3, 1}, {3, 2, 1, 0}, {1, 3, 0, 2}};

void madcity_tile_turned(int tile, int rot, uint8_t colour[4], uint8_t bld[4], uint8_t *arms)
{
    const madcity_tile *t = &madcity_tiles[tile];
    rot &= 3;
    for (int a = 0; a < 4; a++) {
        colour[a] = t->colour[src[rot][a]];
        bld[a] = t->bld[src[rot][a]];
    }
    *arms = (uint8_t)(((t->arms << rot) | (t->arms >> (4 - rot))) & 15);
}
