/* funcity_data.c: Fun City's content, designed by the project where the 1987 rulebook gives none
 * (see docs/rules/funcity.md, "The city" and "The cards"): the street graph, the places with their
 * entrances, the bus line, the 40 CITY cards in seven piles and the 36 MAD cards. The same
 * tables are data/funcity/content.json (a test checks they agree). */
#include "core/i18n.h"
#include "games/funcity/rules/funcity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The street grid: a ring of 34 spaces around the town (x 0..10, y 0..7) and the avenue down
 * its middle (x 5). Node numbers follow the ring clockwise from the top left corner, then the
 * avenue from the top. */
const int8_t funcity_street_xy[FUNCITY_STREETS][2] = {
    {0, 0},  {1, 0},  {2, 0},  {3, 0},  {4, 0},  {5, 0},  {6, 0},  {7, 0},  {8, 0}, {9, 0},
    {10, 0}, {10, 1}, {10, 2}, {10, 3}, {10, 4}, {10, 5}, {10, 6}, {10, 7}, {9, 7}, {8, 7},
    {7, 7},  {6, 7},  {5, 7},  {4, 7},  {3, 7},  {2, 7},  {1, 7},  {0, 7},  {0, 6}, {0, 5},
    {0, 4},  {0, 3},  {0, 2},  {0, 1},  {5, 1},  {5, 2},  {5, 3},  {5, 4},  {5, 5}, {5, 6},
};

/* Neighbours of every node (streets, then places: a place neighbours its entrances only, so
 * crossing a place with two entrances counts it as one space). */
const uint64_t funcity_adj[FUNCITY_NODES] = {
    0x0000000200000002ull, /* 0 */
    0x0000000000000005ull, /* 1 */
    0x000080000000000aull, /* 2 */
    0x0000000000000014ull, /* 3 */
    0x0000400000000028ull, /* 4 */
    0x0000000400000050ull, /* 5 */
    0x00000000000000a0ull, /* 6 */
    0x0000080000000140ull, /* 7 */
    0x0000200000000280ull, /* 8 */
    0x0000000000000500ull, /* 9 */
    0x0000000000000a00ull, /* 10 */
    0x0000000000001400ull, /* 11 */
    0x0000080000002800ull, /* 12 */
    0x0000000000005000ull, /* 13 */
    0x000010000000a000ull, /* 14 */
    0x0000040000014000ull, /* 15 */
    0x0008000000028000ull, /* 16 */
    0x0000000000050000ull, /* 17 */
    0x00000000000a0000ull, /* 18 */
    0x0002000000140000ull, /* 19 */
    0x0000000000280000ull, /* 20 */
    0x0004000000500000ull, /* 21 */
    0x0000008000a00000ull, /* 22 */
    0x0000000001400000ull, /* 23 */
    0x0001000002800000ull, /* 24 */
    0x0000000005000000ull, /* 25 */
    0x001000000a000000ull, /* 26 */
    0x0000000014000000ull, /* 27 */
    0x0001000028000000ull, /* 28 */
    0x0000000050000000ull, /* 29 */
    0x00000200a0000000ull, /* 30 */
    0x0000010140000000ull, /* 31 */
    0x0000000280000000ull, /* 32 */
    0x0020000100000001ull, /* 33 */
    0x0000000800000020ull, /* 34 */
    0x0000801400000000ull, /* 35 */
    0x0000002800000000ull, /* 36 */
    0x0000025000000000ull, /* 37 */
    0x000004a000000000ull, /* 38 */
    0x0000004000400000ull, /* 39 */
    0x0000000080000000ull, /* 40 */
    0x0000002040000000ull, /* 41 */
    0x0000004000008000ull, /* 42 */
    0x0000000000001080ull, /* 43 */
    0x0000000000004000ull, /* 44 */
    0x0000000000000100ull, /* 45 */
    0x0000000000000010ull, /* 46 */
    0x0000000800000004ull, /* 47 */
    0x0000000011000000ull, /* 48 */
    0x0000000000080000ull, /* 49 */
    0x0000000000200000ull, /* 50 */
    0x0000000000010000ull, /* 51 */
    0x0000000004000000ull, /* 52 */
    0x0000000200000000ull, /* 53 */
};

/* The places, their entrances (a second entrance makes the place a shortcut) and where the
 * board draws them. */
const funcity_place_def funcity_places[FUNCITY_PLACES] = {
    {"hotel",
     N_("Portleigh Arms"),
     {31, FUNCITY_NONE},
     -1,
     3,
     N_("to the Portleigh Arms"),
     N_("by the Portleigh Arms")},
    {"theatre", N_("Theatre"), {30, 37}, 2, 4, N_("to the Theatre"), N_("by the Theatre")},
    {"bowl",
     N_("Bowl-a-Gnome"),
     {38, 15},
     7,
     5,
     N_("to the Bowl-a-Gnome"),
     N_("by the Bowl-a-Gnome")},
    {"cityhall", N_("City Hall"), {7, 12}, 8, 2, N_("to City Hall"), N_("by City Hall")},
    {"tailor",
     N_("Ill-Fit Tailors"),
     {14, FUNCITY_NONE},
     11,
     4,
     N_("to Ill-Fit Tailors"),
     N_("by Ill-Fit Tailors")},
    {"ralph",
     N_("Ralph's Diner"),
     {8, FUNCITY_NONE},
     8,
     -1,
     N_("to Ralph's Diner"),
     N_("by Ralph's Diner")},
    {"market",
     N_("Super Duper Market"),
     {4, FUNCITY_NONE},
     4,
     -1,
     N_("to the Super Duper Market"),
     N_("by the Super Duper Market")},
    {"library", N_("Library"), {2, 35}, 2, 1, N_("to the Library"), N_("by the Library")},
    {"park", N_("Park"), {28, 24}, 2, 6, N_("to the Park"), N_("by the Park")},
    {"bank", N_("Bank"), {19, FUNCITY_NONE}, 8, 6, N_("to the Bank"), N_("by the Bank")},
    {"post",
     N_("Post Office"),
     {21, FUNCITY_NONE},
     6,
     8,
     N_("to the Post Office"),
     N_("by the Post Office")},
    {"dentist",
     N_("Dentist"),
     {16, FUNCITY_NONE},
     11,
     6,
     N_("to the Dentist"),
     N_("by the Dentist")},
    {"zoo", N_("Zoo"), {26, FUNCITY_NONE}, 1, 8, N_("to the Zoo"), N_("by the Zoo")},
    {"salon",
     N_("Hair Salon"),
     {33, FUNCITY_NONE},
     -1,
     1,
     N_("to the Hair Salon"),
     N_("by the Hair Salon")},
};

/* The bus line, end to end: the zoo's corner, the left side, the top, the right side, the
 * bank's corner. Direction 1 goes up this list. */
const uint8_t funcity_stops[FUNCITY_STOPS] = {26, 32, 3, 6, 13, 18};

const funcity_kind_def funcity_kinds[FUNCITY_KINDS] = {
    {"add2", N_("ADD 2"), 3, FUNCITY_NONE, N_("Play before you roll: add 2 to your roll.")},
    {"add3", N_("ADD 3"), 3, FUNCITY_NONE, N_("Play before you roll: add 3 to your roll.")},
    {"add4", N_("ADD 4"), 2, FUNCITY_NONE, N_("Play before you roll: add 4 to your roll.")},
    {"double", N_("DOUBLE"), 3, FUNCITY_NONE,
     N_("Play before you roll: double your roll (before any ADD cards are added).")},
    {"trade", N_("TRADE PLACES!"), 3, FUNCITY_NONE,
     N_("Play before you roll: swap pawns with the opponent you name, then roll and move from "
        "your new place.")},
    {"taxi", N_("TAXI!"), 3, FUNCITY_NONE,
     N_("Play before you roll: if the dice show an odd total, go anywhere on the board; if "
        "even, move your roll.")},
    {"uhoh-tailor", N_("UH-OH! Pigeon"), 1, FUNCITY_TAILOR,
     N_("Play before you roll, against an opponent: a pigeon got them. On their next turn they "
        "go straight to Ill-Fit Tailors instead of rolling.")},
    {"uhoh-cityhall", N_("UH-OH! Parking ticket"), 1, FUNCITY_CITYHALL,
     N_("Play before you roll, against an opponent: on their next turn they go straight to City "
        "Hall instead of rolling.")},
    {"uhoh-dentist", N_("UH-OH! Toothache"), 1, FUNCITY_DENTIST,
     N_("Play before you roll, against an opponent: on their next turn they go straight to the "
        "Dentist instead of rolling.")},
    {"uhoh-library", N_("UH-OH! Overdue book"), 1, FUNCITY_LIBRARY,
     N_("Play before you roll, against an opponent: on their next turn they go straight to the "
        "Library instead of rolling.")},
    {"pickpocket", N_("PICKPOCKET!"), 3, FUNCITY_NONE,
     N_("Play before you roll, naming an opponent, and toss the card: face up, take one of "
        "their CITY cards unseen and try again or stop; face down, give back all you took "
        "this turn.")},
    {"zzz", N_("Z-Z-Z"), 2, FUNCITY_NONE,
     N_("Play on an opponent's turn while they ride the bus: they ride on to the end of the line "
        "and their turn ends there.")},
    {"jam", N_("TRAFFIC JAM!"), 3, FUNCITY_NONE,
     N_("Play on an opponent's turn after their roll, before they move: their count is halved "
        "(rounded down), and no bus or taxi ride this turn.")},
    {"mugged", N_("MUGGED!"), 2, FUNCITY_NONE,
     N_("Play on an opponent's turn after their roll, before they move: they do not move this "
        "turn.")},
    {"never", N_("NEVER!"), 5, FUNCITY_NONE,
     N_("Play at once to cancel any card played against you, even another NEVER!.")},
};

/* The 40 CITY cards, in the seven piles of their opening hours (9:00 .. 15:00): place, opens,
 * closes (ticks of 10 minutes after 9:00), points. A shorter window pays more. */
const funcity_card_def funcity_cards[FUNCITY_CITY] = {
    {FUNCITY_BANK, 0, 12, 2},      /* 1: 9:00-11:00 */
    {FUNCITY_POST, 0, 9, 2},       /* 2: 9:00-10:30 */
    {FUNCITY_MARKET, 0, 18, 1},    /* 3: 9:00-12:00 */
    {FUNCITY_TAILOR, 0, 6, 3},     /* 4: 9:00-10:00 */
    {FUNCITY_DENTIST, 0, 9, 2},    /* 5: 9:00-10:30 */
    {FUNCITY_LIBRARY, 0, 15, 1},   /* 6: 9:00-11:30 */
    {FUNCITY_PARK, 0, 6, 3},       /* 7: 9:00-10:00 */
    {FUNCITY_SALON, 0, 12, 2},     /* 8: 9:00-11:00 */
    {FUNCITY_CITYHALL, 6, 15, 2},  /* 9: 10:00-11:30 */
    {FUNCITY_ZOO, 6, 18, 2},       /* 10: 10:00-12:00 */
    {FUNCITY_RALPH, 6, 12, 3},     /* 11: 10:00-11:00 */
    {FUNCITY_THEATRE, 6, 12, 3},   /* 12: 10:00-11:00 */
    {FUNCITY_BOWL, 6, 21, 2},      /* 13: 10:00-12:30 */
    {FUNCITY_POST, 6, 12, 3},      /* 14: 10:00-11:00 */
    {FUNCITY_TAILOR, 6, 18, 2},    /* 15: 10:00-12:00 */
    {FUNCITY_BANK, 12, 21, 2},     /* 16: 11:00-12:30 */
    {FUNCITY_RALPH, 12, 24, 1},    /* 17: 11:00-13:00 */
    {FUNCITY_PARK, 12, 18, 3},     /* 18: 11:00-12:00 */
    {FUNCITY_DENTIST, 12, 18, 3},  /* 19: 11:00-12:00 */
    {FUNCITY_LIBRARY, 12, 27, 1},  /* 20: 11:00-13:30 */
    {FUNCITY_SALON, 12, 21, 2},    /* 21: 11:00-12:30 */
    {FUNCITY_RALPH, 18, 27, 2},    /* 22: 12:00-13:30 */
    {FUNCITY_ZOO, 18, 24, 3},      /* 23: 12:00-13:00 */
    {FUNCITY_MARKET, 18, 30, 1},   /* 24: 12:00-14:00 */
    {FUNCITY_CITYHALL, 18, 24, 3}, /* 25: 12:00-13:00 */
    {FUNCITY_BOWL, 18, 30, 2},     /* 26: 12:00-14:00 */
    {FUNCITY_THEATRE, 24, 33, 2},  /* 27: 13:00-14:30 */
    {FUNCITY_TAILOR, 24, 30, 3},   /* 28: 13:00-14:00 */
    {FUNCITY_POST, 24, 36, 1},     /* 29: 13:00-15:00 */
    {FUNCITY_DENTIST, 24, 30, 3},  /* 30: 13:00-14:00 */
    {FUNCITY_SALON, 24, 36, 2},    /* 31: 13:00-15:00 */
    {FUNCITY_BANK, 30, 39, 2},     /* 32: 14:00-15:30 */
    {FUNCITY_PARK, 30, 42, 1},     /* 33: 14:00-16:00 */
    {FUNCITY_CITYHALL, 30, 36, 3}, /* 34: 14:00-15:00 */
    {FUNCITY_ZOO, 30, 42, 2},      /* 35: 14:00-16:00 */
    {FUNCITY_LIBRARY, 30, 36, 3},  /* 36: 14:00-15:00 */
    {FUNCITY_THEATRE, 36, 48, 2},  /* 37: 15:00-17:00 */
    {FUNCITY_BOWL, 36, 45, 2},     /* 38: 15:00-16:30 */
    {FUNCITY_MARKET, 36, 48, 1},   /* 39: 15:00-17:00 */
    {FUNCITY_RALPH, 36, 42, 3},    /* 40: 15:00-16:00 */
};

int funcity_place_find(const char *key)
{
    for (int i = 0; i < FUNCITY_PLACES; i++)
        if (!strcmp(key, funcity_places[i].key) || !strcmp(key, funcity_places[i].name)) return i;
    return -1;
}

int funcity_kind_find(const char *key)
{
    for (int i = 0; i < FUNCITY_KINDS; i++)
        if (!strcmp(key, funcity_kinds[i].key)) return i;
    return -1;
}

int funcity_node_find(const char *text)
{
    if (text[0] == 's' && text[1] >= '0' && text[1] <= '9') {
        char *end;
        long v = strtol(text + 1, &end, 10);
        return *end || v >= FUNCITY_STREETS || (text[1] == '0' && text[2]) ? -1 : (int)v;
    }
    int p = funcity_place_find(text);
    return p < 0 ? -1 : FUNCITY_STREETS + p;
}

int funcity_node_name(int node, char *buf, size_t n)
{
    if (node < 0 || node >= FUNCITY_NODES) return snprintf(buf, n, "?");
    if (node < FUNCITY_STREETS) return snprintf(buf, n, "s%d", node);
    return snprintf(buf, n, "%s", funcity_places[node - FUNCITY_STREETS].key);
}

const char *funcity_node_label(int node)
{
    return node >= FUNCITY_STREETS && node < FUNCITY_NODES
               ? _(funcity_places[node - FUNCITY_STREETS].name)
               : NULL;
}

int funcity_street_place(int node)
{
    int best = -1, bd = 0;
    float be = 0;
    for (int p = 0; p < FUNCITY_PLACES; p++) { /* the nearest walk, then the nearest on the map */
        int d = funcity_dist(node, FUNCITY_STREETS + p);
        float dx = (float)(funcity_street_xy[node][0] - funcity_places[p].x);
        float dy = (float)(funcity_street_xy[node][1] - funcity_places[p].y), e = dx * dx + dy * dy;
        if (best < 0 || d < bd || (d == bd && e < be)) best = p, bd = d, be = e;
    }
    return best;
}

int funcity_node_to(int node, char *buf, size_t n)
{
    if (node < 0 || node >= FUNCITY_NODES) return snprintf(buf, n, "?");
    if (node >= FUNCITY_STREETS)
        return snprintf(buf, n, "%s", _(funcity_places[node - FUNCITY_STREETS].to));
    if (node == FUNCITY_RED) return snprintf(buf, n, "%s", _("to SLOG's red space"));
    const char *by = _(funcity_places[funcity_street_place(node)].by);
    if (funcity_stop_index(node) >= 0) return snprintf(buf, n, _("to the bus stop %s"), by);
    return snprintf(buf, n, _("to the street %s"), by);
}

int funcity_stop_index(int node)
{
    for (int i = 0; i < FUNCITY_STOPS; i++)
        if (funcity_stops[i] == node) return i;
    return -1;
}

void funcity_hhmm(int ticks, char *buf, size_t n)
{
    snprintf(buf, n, "%d:%02d", 9 + ticks / 6, ticks % 6 * 10);
}

int funcity_parse_hhmm(const char *text)
{
    int h, m;
    char extra;
    if (sscanf(text, "%d:%d%c", &h, &m, &extra) != 2) return -1;
    if (h < 9 || h > 17 || m < 0 || m > 59 || m % 10) return -1;
    int t = (h - 9) * 6 + m / 10;
    return t > FUNCITY_END ? -1 : t;
}

int funcity_terminal_place(int dir)
{
    int node = funcity_terminal(dir), best = 0, bd = 99;
    for (int p = 0; p < FUNCITY_PLACES; p++) {
        int d = funcity_dist(node, FUNCITY_STREETS + p);
        if (d >= 0 && d < bd) bd = d, best = p;
    }
    return best;
}
