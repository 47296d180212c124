/* megacity_pose.c: towers as data: snapshots for the geometry checks, the rules' own box drop
 * (stack actions), plausible poses, and the checked encodings of pose and collapse actions. */
#include "games/megacity/rules/megacity.h"
#include <math.h>
#include <string.h>

/* ---- the rules' box drop (stack actions) -------------------------------------------------- */
void megacity_snapshot(const megacity_plat *pl, megacity_physics_tower *t)
{
    memset(t, 0, sizeof *t);
    t->shapes = megacity_shapes;
    t->platform_width = MEGACITY_PLATFORM_WIDTH;
    t->n = pl->n;
    for (int i = 0; i < pl->n; i++) {
        t->e[i].id = (int16_t)i;
        t->e[i].shape = (int16_t)(pl->el[i].kind / MEGACITY_MATERIALS);
        t->e[i].material = (int16_t)(pl->el[i].kind % MEGACITY_MATERIALS);
        t->e[i].pose.x = pl->el[i].x * MEGACITY_UNIT_M;
        t->e[i].pose.y = pl->el[i].y * MEGACITY_UNIT_M;
        t->e[i].pose.angle = pl->el[i].a * MEGACITY_UNIT_DEG * 3.14159265358979323846 / 180.0;
    }
}

int megacity_tower_floors(const megacity_plat *pl)
{
    megacity_physics_tower t;
    megacity_snapshot(pl, &t);
    return t.n ? megacity_physics_height_floors(&t) : 0;
}

void megacity_tower_boxes(const megacity_plat *pl, megacity_boxes *b)
{
    megacity_physics_tower t;
    megacity_snapshot(pl, &t);
    b->n = t.n;
    for (int i = 0; i < t.n; i++) {
        megacity_physics_bbox bb = megacity_physics_elem_bbox(&t, i);
        b->x0[i] = (int)lround(bb.x0 / MEGACITY_UNIT_M);
        b->x1[i] = (int)lround(bb.x1 / MEGACITY_UNIT_M);
        b->top[i] = (int)ceil(bb.y1 / MEGACITY_UNIT_M - 1e-6);
    }
}

/* The rest pose of `kind` (turned 90 degrees when rot) dropped on the tower: candidate centres
 * over the technical ports, then -20, 20 and 0 mm; the lowest rest wins (ties: that order);
 * never on the vent, never past the platform's edges. False if it fits nowhere. */
bool megacity_drop_on(const megacity_state *s, int plat, const megacity_boxes *bx, int kind,
                      int rot, megacity_el *out)
{
    if (bx->n >= MEGACITY_TOWER) return false;
    const megacity_physics_shape_def *sd = &megacity_shapes[kind / MEGACITY_MATERIALS];
    int w = (int)lround((rot ? sd->h : sd->w) / MEGACITY_UNIT_M);
    int h = (int)lround((rot ? sd->w : sd->h) / MEGACITY_UNIT_M);
    const megacity_platform_side *side = megacity_side(s, plat);
    int cand[6] = {(int)lround(side->port_x[0] / MEGACITY_UNIT_M),
                   (int)lround(side->port_x[1] / MEGACITY_UNIT_M),
                   (int)lround(side->port_x[2] / MEGACITY_UNIT_M),
                   -200,
                   200,
                   0};
    int half = (int)lround(MEGACITY_PLATFORM_WIDTH / 2 / MEGACITY_UNIT_M);
    int vent0 = (int)lround((side->vent_x - MEGACITY_VENT_HALF) / MEGACITY_UNIT_M);
    int vent1 = (int)lround((side->vent_x + MEGACITY_VENT_HALF) / MEGACITY_UNIT_M);
    int best = -1, best_y = 0, best_x = 0;
    for (int c = 0; c < 6; c++) {
        int x = cand[c];
        if (x - w / 2 < -half) x = -half + w / 2;
        if (x + (w - w / 2) > half) x = half - (w - w / 2);
        int base = 0;
        for (int i = 0; i < bx->n; i++)
            if (bx->x1[i] > x - w / 2 && bx->x0[i] < x + (w - w / 2) && bx->top[i] > base)
                base = bx->top[i];
        if (base == 0 && x - w / 2 < vent1 && x + (w - w / 2) > vent0) continue;
        int y = base + h / 2;
        if (y > MEGACITY_Y_MAX) continue;
        if (best < 0 || y < best_y) {
            best = c;
            best_y = y;
            best_x = x;
        }
    }
    if (best < 0) return false;
    out->kind = (uint8_t)kind;
    out->pad = 0;
    out->x = (int16_t)best_x;
    out->y = (int16_t)best_y;
    out->a = (int16_t)(rot ? 900 : 0);
    return true;
}

bool megacity_drop_pose(const megacity_state *s, int plat, int kind, int rot, megacity_el *out)
{
    megacity_boxes bx;
    megacity_tower_boxes(&s->plat[plat - 1], &bx);
    return megacity_drop_on(s, plat, &bx, kind, rot, out);
}

/* A pose the app may record: within the platform's edges, not below its top. */
bool megacity_pose_plausible(int kind, int x, int y, int a)
{
    if (x < -MEGACITY_X_MAX || x > MEGACITY_X_MAX || y < 0 || y > MEGACITY_Y_MAX || a < 0 ||
        a >= MEGACITY_A_MAX)
        return false;
    megacity_plat one;
    memset(&one, 0, sizeof one);
    one.n = 1;
    one.el[0] = (megacity_el){(uint8_t)kind, 0, (int16_t)x, (int16_t)y, (int16_t)a};
    megacity_physics_tower t;
    megacity_snapshot(&one, &t);
    megacity_physics_bbox b = megacity_physics_elem_bbox(&t, 0);
    return b.y0 >= -MEGACITY_PHYSICS_TOUCH_M &&
           b.x0 >= -MEGACITY_PLATFORM_WIDTH / 2 - MEGACITY_PHYSICS_TOUCH_M &&
           b.x1 <= MEGACITY_PLATFORM_WIDTH / 2 + MEGACITY_PHYSICS_TOUCH_M;
}

/* ---- checked encodings -------------------------------------------------------------------- */
static unsigned check14(uint64_t payload, int kind)
{
    uint64_t v = payload ^ ((uint64_t)kind << 45);
    unsigned crc = 0x2A5B;
    for (int i = 0; i < 50; i++) { /* CRC-14, polynomial 0x202F: every burst up to 14 bits */
        unsigned bit = (unsigned)((v >> i) & 1) ^ ((crc >> 13) & 1);
        crc = (crc << 1) & 0x3FFF;
        if (bit) crc ^= 0x202F;
    }
    return crc;
}

static game_action pack_checked(int kind, uint64_t payload)
{
    return ((game_action)kind << 59) | ((game_action)check14(payload, kind) << 45) | payload;
}

static bool unpack_checked(game_action a, int kind, uint64_t *payload)
{
    if (MEGACITY_KIND(a) != kind) return false;
    *payload = a & ((1ull << 45) - 1);
    return (unsigned)((a >> 45) & 0x3FFF) == check14(*payload, kind);
}

game_action megacity_encode_pose(int kind, const megacity_pose_act *p)
{
    uint64_t what = kind == MEGACITY_A_BUILD ? MEGACITY_KINDS : MEGACITY_TOWER;
    uint64_t v = (uint64_t)(p->plat - 1);
    v = v * what + (uint64_t)p->what;
    v = v * (2 * MEGACITY_X_MAX + 1) + (uint64_t)(p->x + MEGACITY_X_MAX);
    v = v * (MEGACITY_Y_MAX + 1) + (uint64_t)p->y;
    v = v * MEGACITY_A_MAX + (uint64_t)p->a;
    return pack_checked(kind, v);
}

bool megacity_decode_pose(game_action act, megacity_pose_act *p)
{
    int kind = MEGACITY_KIND(act);
    uint64_t v;
    if ((kind != MEGACITY_A_BUILD && kind != MEGACITY_A_MOVE) || !unpack_checked(act, kind, &v))
        return false;
    uint64_t what = kind == MEGACITY_A_BUILD ? MEGACITY_KINDS : MEGACITY_TOWER;
    p->a = (int)(v % MEGACITY_A_MAX);
    v /= MEGACITY_A_MAX;
    p->y = (int)(v % (MEGACITY_Y_MAX + 1));
    v /= MEGACITY_Y_MAX + 1;
    p->x = (int)(v % (2 * MEGACITY_X_MAX + 1)) - MEGACITY_X_MAX;
    v /= 2 * MEGACITY_X_MAX + 1;
    p->what = (int)(v % what);
    v /= what;
    p->plat = (int)v + 1;
    return p->plat <= MEGACITY_PLATFORMS;
}

/* Bits: contract 27-32 (0 none), platform 22-26, cell 16-21, after 15, mask 0-14. */
game_action megacity_encode_collapse(int plat, int cell, int after, unsigned mask, int contract)
{
    uint64_t v = ((uint64_t)(contract & 63) << 27) | ((uint64_t)(plat & 31) << 22) |
                 ((uint64_t)(cell & 63) << 16) | ((uint64_t)(after & 1) << 15) | (mask & 0x7FFF);
    return pack_checked(MEGACITY_A_COLLAPSE, v);
}

bool megacity_decode_collapse(game_action act, int *plat, int *cell, int *after, unsigned *mask)
{
    uint64_t v;
    if (!unpack_checked(act, MEGACITY_A_COLLAPSE, &v) || (v >> 33) ||
        ((v >> 27) & 63) > MEGACITY_CONTRACTS)
        return false;
    *plat = (int)(v >> 22) & 31;
    *cell = (int)(v >> 16) & 63;
    *after = (int)(v >> 15) & 1;
    *mask = (unsigned)v & 0x7FFF;
    return *plat >= 1 && *plat <= MEGACITY_PLATFORMS && *cell < MEGACITY_CELLS && *mask;
}

int megacity_collapse_contract(game_action act)
{
    int plat, cell, after;
    unsigned mask;
    if (!megacity_decode_collapse(act, &plat, &cell, &after, &mask)) return 0;
    return (int)((act >> 27) & 63);
}

int megacity_deliver_contract(game_action a)
{
    if (MEGACITY_KIND(a) == MEGACITY_A_DELIVER) return MEGACITY_FC(a);
    if (MEGACITY_KIND(a) == MEGACITY_A_COLLAPSE) return megacity_collapse_contract(a);
    return 0;
}

game_action megacity_encode_shaken(int plat, unsigned mask)
{
    return pack_checked(MEGACITY_A_SHAKEN, ((uint64_t)(plat & 31) << 15) | (mask & 0x7FFF));
}

bool megacity_decode_shaken(game_action act, int *plat, unsigned *mask)
{
    uint64_t v;
    if (!unpack_checked(act, MEGACITY_A_SHAKEN, &v) || (v >> 20)) return false;
    *plat = (int)(v >> 15) & 31;
    *mask = (unsigned)v & 0x7FFF;
    return *plat >= 1 && *plat <= MEGACITY_PLATFORMS && *mask;
}

game_action megacity_with_contract(game_action a, int c)
{
    int plat, cell, after;
    unsigned mask;
    if (MEGACITY_KIND(a) == MEGACITY_A_DELIVER)
        return MEGACITY_ACT(MEGACITY_A_DELIVER, MEGACITY_FA(a), MEGACITY_FB(a), c);
    if (megacity_decode_collapse(a, &plat, &cell, &after, &mask))
        return megacity_encode_collapse(plat, cell, after, mask, c);
    return a;
}
