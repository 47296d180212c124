/* test_megacity_content.c: the MegaCity data tables: 150 elements (counts per material and
 * shape), well-formed convex shapes that rest on a platform, 24 double-sided platforms with
 * ports and vents that fit, parks, 32 + 4 contracts (at least two per type, points rising with
 * difficulty), the rewards board, and data/megacity/content.json agreeing with the C tables. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "core/fsutil.h"

#include "games/megacity/rules/megacity_content.h"
#include <cjson/cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_element_counts(void **st)
{
    (void)st;
    int total = 0, per_mat[MEGACITY_MATERIALS] = {0};
    for (int s = 0; s < MEGACITY_SHAPES; s++)
        for (int m = 0; m < MEGACITY_MATERIALS; m++) {
            total += megacity_element_counts[s][m];
            per_mat[m] += megacity_element_counts[s][m];
        }
    assert_int_equal(total, MEGACITY_ELEMENTS);
    assert_int_equal(per_mat[MEGACITY_STEEL], 50);
    assert_int_equal(per_mat[MEGACITY_CONCRETE], 50);
    assert_int_equal(per_mat[MEGACITY_GLASS], 50);
    /* Every shape exists in at least two materials. */
    for (int s = 0; s < MEGACITY_SHAPES; s++) {
        int kinds = 0;
        for (int m = 0; m < MEGACITY_MATERIALS; m++) kinds += megacity_element_counts[s][m] > 0;
        assert_true(kinds >= 2);
    }
    /* The bag order enumerates exactly those. */
    int seen[MEGACITY_SHAPES][MEGACITY_MATERIALS] = {{0}};
    megacity_shape sh;
    megacity_material ma;
    for (int i = 0; i < MEGACITY_ELEMENTS; i++) {
        assert_true(megacity_element_at(i, &sh, &ma));
        seen[sh][ma]++;
    }
    assert_false(megacity_element_at(MEGACITY_ELEMENTS, &sh, &ma));
    assert_false(megacity_element_at(-1, &sh, &ma));
    for (int s = 0; s < MEGACITY_SHAPES; s++)
        for (int m = 0; m < MEGACITY_MATERIALS; m++)
            assert_int_equal(seen[s][m], megacity_element_counts[s][m]);
}

static void test_shapes(void **st)
{
    (void)st;
    megacity_physics_desc d = megacity_phys_desc();
    for (int m = 0; m < MEGACITY_MATERIALS; m++)
        assert_true(d.density[m] == megacity_materials[m].density);
    assert_true(megacity_materials[MEGACITY_STEEL].density >
                megacity_materials[MEGACITY_CONCRETE].density);
    assert_true(megacity_materials[MEGACITY_CONCRETE].density >
                megacity_materials[MEGACITY_GLASS].density);
    for (int s = 0; s < MEGACITY_SHAPES; s++) {
        const megacity_physics_shape_def *sd = &megacity_shapes[s];
        double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;
        assert_true(sd->n_pieces >= 1 && sd->n_pieces <= MEGACITY_PHYSICS_MAX_PIECES);
        for (int p = 0; p < sd->n_pieces; p++) {
            const megacity_physics_piece *pc = &sd->piece[p];
            assert_true(pc->n >= 3);
            double area = 0;
            for (int k = 0; k < pc->n; k++) {
                const double *a = pc->v[k], *b = pc->v[(k + 1) % pc->n],
                             *c = pc->v[(k + 2) % pc->n];
                double cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
                if (cross <= 0) fail_msg("%s piece %d: not convex counter-clockwise", sd->key, p);
                area += a[0] * b[1] - b[0] * a[1];
                x0 = fmin(x0, a[0]);
                x1 = fmax(x1, a[0]);
                y0 = fmin(y0, a[1]);
                y1 = fmax(y1, a[1]);
            }
            assert_true(area > 0);
        }
        /* The frame is centred on the bounding box, which is w x h. */
        assert_true(fabs(x0 + sd->w / 2) < 1e-12 && fabs(x1 - sd->w / 2) < 1e-12);
        assert_true(fabs(y0 + sd->h / 2) < 1e-12 && fabs(y1 - sd->h / 2) < 1e-12);
        assert_non_null(megacity_shape_names[s]);
    }
    assert_int_equal(megacity_shapes[MEGACITY_ARCH].n_pieces, 3);
    assert_int_equal(megacity_shapes[MEGACITY_SMALL_ARCH].n_pieces, 2);
    assert_true(megacity_shapes[MEGACITY_WINDOW].holed);
}

/* Each shape, lying and standing, rests on the platform and falls asleep. */
static void test_shapes_rest(void **st)
{
    (void)st;
    megacity_physics_desc d = megacity_phys_desc();
    for (int s = 0; s < MEGACITY_SHAPES; s++)
        for (int turn = 0; turn < 2; turn++) {
            if (turn && (s == MEGACITY_ROOF || s == MEGACITY_WEDGE || s == MEGACITY_SMALL_ARCH))
                continue;
            megacity_physics_world *w = megacity_physics_create(&d);
            megacity_physics_add_platform(w);
            const megacity_physics_shape_def *sd = &megacity_shapes[s];
            double h = turn ? sd->w : sd->h;
            int id = megacity_physics_add_element(
                w, s, MEGACITY_CONCRETE,
                (megacity_physics_pose){0, h / 2, turn ? 1.5707963267948966 : 0});
            megacity_physics_settle(w, 1200);
            if (!megacity_physics_asleep(w) || megacity_physics_fell(w, id))
                fail_msg("%s does not rest", sd->key);
            megacity_physics_tower t;
            megacity_physics_capture(w, &t);
            assert_int_equal(megacity_physics_height_floors(&t), (int)floor(h * 1000 + 0.5));
            megacity_physics_destroy(w);
        }
}

static void test_platforms(void **st)
{
    (void)st;
    int per_type[MEGACITY_TYPES] = {0};
    int pairs[MEGACITY_TYPES][MEGACITY_TYPES] = {{0}};
    for (int i = 0; i < MEGACITY_PLATFORMS; i++) {
        const megacity_platform *p = &megacity_platforms[i];
        assert_int_equal(p->id, i + 1);
        assert_true(p->side[0].type != p->side[1].type);
        pairs[p->side[0].type][p->side[1].type]++;
        for (int s = 0; s < 2; s++) {
            const megacity_platform_side *sd = &p->side[s];
            per_type[sd->type]++;
            double iv[4][2];
            for (int k = 0; k < MEGACITY_PORTS; k++)
                megacity_port_span(sd, k, &iv[k][0], &iv[k][1]);
            megacity_vent_span(sd, &iv[3][0], &iv[3][1]);
            for (int k = 0; k < 4; k++) {
                assert_true(iv[k][0] >= -MEGACITY_PLATFORM_WIDTH / 2 &&
                            iv[k][1] <= MEGACITY_PLATFORM_WIDTH / 2);
                for (int j = k + 1; j < 4; j++)
                    assert_true(iv[k][1] < iv[j][0] || iv[j][1] < iv[k][0]);
            }
            assert_true(sd->port_x[0] < sd->port_x[1] && sd->port_x[1] < sd->port_x[2]);
        }
    }
    for (int t = 0; t < MEGACITY_TYPES; t++) assert_int_equal(per_type[t], 12);
    for (int a = 0; a < MEGACITY_TYPES; a++)
        for (int b = a + 1; b < MEGACITY_TYPES; b++) assert_int_equal(pairs[a][b] + pairs[b][a], 4);

    int central = 0;
    for (int i = 0; i <= MEGACITY_PARKS; i++) central += megacity_parks[i].central;
    assert_int_equal(central, 1);
    assert_true(megacity_parks[MEGACITY_PARKS].central);
}

static double difficulty(const megacity_contract *c)
{
    static const double weight[MEGACITY_FEATURES] = {0, 1.5, 1, 0.5, 0.5, 0.5, 1, 1.5, 1};
    double d = c->floors / 20.0 + (c->plus ? c->elements / 3.0 : c->elements / 2.0);
    return d + weight[c->feature[0]] + weight[c->feature[1]];
}

static void test_contracts(void **st)
{
    (void)st;
    int per_type[MEGACITY_TYPES] = {0}, exc_type[MEGACITY_TYPES] = {0},
        feat[MEGACITY_FEATURES] = {0};
    for (int i = 0; i < MEGACITY_CONTRACTS; i++) {
        const megacity_contract *c = &megacity_contracts[i];
        assert_int_equal(c->id, i + 1);
        assert_int_equal(c->exceptional, i >= MEGACITY_STANDARD_CONTRACTS);
        assert_true(c->elements >= 3 && c->elements <= 15); /* a hand holds 15 at most */
        assert_true(c->floors >= 40 && c->floors <= 200);
        int pts = (int)floor(difficulty(c) / 2 + 1e-9);
        assert_int_equal(c->points, pts < 1 ? 1 : pts);
        if (c->exceptional) {
            exc_type[c->type]++;
            assert_true(c->feature[0] != MEGACITY_FEAT_NONE && c->feature[1] != MEGACITY_FEAT_NONE);
            assert_true(c->feature[0] != c->feature[1]);
        } else {
            per_type[c->type]++;
            assert_int_equal(c->feature[1], MEGACITY_FEAT_NONE);
            feat[c->feature[0]]++;
        }
    }
    for (int t = 0; t < MEGACITY_TYPES; t++) {
        assert_true(per_type[t] >= 2);
        assert_int_equal(per_type[t], 8);
        assert_int_equal(exc_type[t], 1);
    }
    for (int f = 0; f < MEGACITY_FEATURES; f++)
        assert_true(feat[f] >= 3); /* every feature in use */
    /* Points rise with difficulty; exceptional contracts outscore every standard one. */
    int best_std = 0;
    for (int i = 0; i < MEGACITY_CONTRACTS; i++)
        for (int j = 0; j < MEGACITY_CONTRACTS; j++)
            if (difficulty(&megacity_contracts[i]) < difficulty(&megacity_contracts[j]))
                assert_true(megacity_contracts[i].points <= megacity_contracts[j].points);
    for (int i = 0; i < MEGACITY_STANDARD_CONTRACTS; i++)
        if (megacity_contracts[i].points > best_std) best_std = megacity_contracts[i].points;
    for (int i = MEGACITY_STANDARD_CONTRACTS; i < MEGACITY_CONTRACTS; i++)
        assert_true(megacity_contracts[i].points >= best_std);
}

static void test_rewards(void **st)
{
    (void)st;
    int spec[2] = {0}, types[2] = {0};
    for (int i = 0; i < MEGACITY_REWARDS; i++) {
        const megacity_reward *r = &megacity_rewards[i];
        assert_true(r->side == 0 || r->side == 1);
        if (r->kind == MEGACITY_REWARD_SPECIALISATION) {
            spec[r->side]++;
            types[r->side] |= 1 << r->type;
            if (r->side == 0) { /* the rulebook: 2 points, prestige icons, none on a tie */
                assert_int_equal(r->points, 2);
                assert_int_equal(r->basis, MEGACITY_BY_PRESTIGE);
            }
        } else {
            assert_int_equal(r->type, -1);
        }
        if (r->side == 0 && r->kind == MEGACITY_REWARD_DIVERSITY) {
            assert_int_equal(r->points, 3);
            assert_int_equal(r->tiles, 4);
        }
        if (r->side == 0 && r->kind == MEGACITY_REWARD_TALLEST) assert_int_equal(r->points, 3);
    }
    for (int s = 0; s < 2; s++) {
        assert_int_equal(spec[s], 4);
        assert_int_equal(types[s], 15);
    }
}

/* ---- the JSON mirror ------------------------------------------------------------------------ */
static char *read_text(const char *path) /* NUL-terminated; free() it */
{
    char *b = fs_read_all(path, NULL);
    if (!b) fail_msg("cannot read %s", path);
    return b;
}

static cJSON *item(const cJSON *o, const char *key)
{
    cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!x) fail_msg("content.json: missing \"%s\"", key);
    return x;
}

static void same_mm(const cJSON *x, double metres)
{
    assert_true(cJSON_IsNumber(x));
    if (fabs(x->valuedouble - metres * 1000.0) > 1e-9)
        fail_msg("content.json: %g mm, the table says %g mm", x->valuedouble, metres * 1000.0);
}

static int key_index(const char *const *keys, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (s && strcmp(keys[i], s) == 0) return i;
    fail_msg("content.json: unknown key %s", s ? s : "(null)");
    return -1;
}

static void test_json_mirror(void **st)
{
    (void)st;
    char *t = read_text(CITYBOX_SOURCE_DIR "/data/megacity/content.json");
    cJSON *j = cJSON_Parse(t);
    free(t);
    assert_non_null(j);
    const char *mat_keys[MEGACITY_MATERIALS] = {"steel", "concrete", "glass"};

    cJSON *mats = item(j, "materials");
    assert_int_equal(cJSON_GetArraySize(mats), MEGACITY_MATERIALS);
    for (int m = 0; m < MEGACITY_MATERIALS; m++) {
        cJSON *x = cJSON_GetArrayItem(mats, m);
        assert_string_equal(item(x, "key")->valuestring, megacity_materials[m].key);
        assert_string_equal(item(x, "name")->valuestring, megacity_materials[m].name);
        assert_true(item(x, "density")->valuedouble == megacity_materials[m].density);
    }

    cJSON *shapes = item(j, "shapes");
    assert_int_equal(cJSON_GetArraySize(shapes), MEGACITY_SHAPES);
    for (int s = 0; s < MEGACITY_SHAPES; s++) {
        cJSON *x = cJSON_GetArrayItem(shapes, s);
        const megacity_physics_shape_def *sd = &megacity_shapes[s];
        assert_string_equal(item(x, "key")->valuestring, sd->key);
        assert_string_equal(item(x, "name")->valuestring, megacity_shape_names[s]);
        same_mm(item(x, "w"), sd->w);
        same_mm(item(x, "h"), sd->h);
        assert_int_equal(cJSON_IsTrue(item(x, "holed")), sd->holed);
        cJSON *pieces = item(x, "pieces");
        assert_int_equal(cJSON_GetArraySize(pieces), sd->n_pieces);
        for (int p = 0; p < sd->n_pieces; p++) {
            cJSON *pc = cJSON_GetArrayItem(pieces, p);
            assert_int_equal(cJSON_GetArraySize(pc), sd->piece[p].n);
            for (int k = 0; k < sd->piece[p].n; k++) {
                cJSON *v = cJSON_GetArrayItem(pc, k);
                same_mm(cJSON_GetArrayItem(v, 0), sd->piece[p].v[k][0]);
                same_mm(cJSON_GetArrayItem(v, 1), sd->piece[p].v[k][1]);
            }
        }
        cJSON *count = item(x, "count");
        for (int m = 0; m < MEGACITY_MATERIALS; m++)
            assert_int_equal(item(count, mat_keys[m])->valueint, megacity_element_counts[s][m]);
    }

    cJSON *plat = item(j, "platform");
    same_mm(item(plat, "width"), MEGACITY_PLATFORM_WIDTH);
    same_mm(item(plat, "thickness"), MEGACITY_PLATFORM_THICKNESS);
    same_mm(item(plat, "port_radius"), MEGACITY_PORT_RADIUS);
    same_mm(item(plat, "vent_half_width"), MEGACITY_VENT_HALF);

    cJSON *plats = item(j, "platforms");
    assert_int_equal(cJSON_GetArraySize(plats), MEGACITY_PLATFORMS);
    for (int i = 0; i < MEGACITY_PLATFORMS; i++) {
        cJSON *x = cJSON_GetArrayItem(plats, i);
        assert_int_equal(item(x, "id")->valueint, megacity_platforms[i].id);
        cJSON *sides = item(x, "sides");
        assert_int_equal(cJSON_GetArraySize(sides), 2);
        for (int s = 0; s < 2; s++) {
            cJSON *sd = cJSON_GetArrayItem(sides, s);
            const megacity_platform_side *c = &megacity_platforms[i].side[s];
            assert_int_equal(
                key_index(megacity_type_keys, MEGACITY_TYPES, item(sd, "type")->valuestring),
                c->type);
            cJSON *ports = item(sd, "ports");
            assert_int_equal(cJSON_GetArraySize(ports), MEGACITY_PORTS);
            for (int k = 0; k < MEGACITY_PORTS; k++)
                same_mm(cJSON_GetArrayItem(ports, k), c->port_x[k]);
            same_mm(item(sd, "vent"), c->vent_x);
        }
    }

    cJSON *parks = item(j, "parks");
    assert_int_equal(cJSON_GetArraySize(parks), MEGACITY_PARKS + 1);
    for (int i = 0; i <= MEGACITY_PARKS; i++) {
        cJSON *x = cJSON_GetArrayItem(parks, i);
        assert_string_equal(item(x, "key")->valuestring, megacity_parks[i].key);
        assert_string_equal(item(x, "name")->valuestring, megacity_parks[i].name);
        assert_int_equal(cJSON_IsTrue(item(x, "central")), megacity_parks[i].central);
    }

    cJSON *cons = item(j, "contracts");
    assert_int_equal(cJSON_GetArraySize(cons), MEGACITY_CONTRACTS);
    for (int i = 0; i < MEGACITY_CONTRACTS; i++) {
        cJSON *x = cJSON_GetArrayItem(cons, i);
        const megacity_contract *c = &megacity_contracts[i];
        assert_int_equal(item(x, "id")->valueint, c->id);
        assert_int_equal(
            key_index(megacity_type_keys, MEGACITY_TYPES, item(x, "type")->valuestring), c->type);
        assert_int_equal(item(x, "elements")->valueint, c->elements);
        assert_int_equal(cJSON_IsTrue(item(x, "plus")), c->plus);
        assert_int_equal(item(x, "floors")->valueint, c->floors);
        assert_int_equal(item(x, "points")->valueint, c->points);
        assert_int_equal(cJSON_IsTrue(item(x, "exceptional")), c->exceptional);
        cJSON *f = item(x, "features");
        int nf = cJSON_GetArraySize(f);
        assert_int_equal(nf, c->exceptional ? 2 : 1);
        for (int k = 0; k < 2; k++) {
            int want = k < nf ? key_index(megacity_feature_keys, MEGACITY_FEATURES,
                                          cJSON_GetArrayItem(f, k)->valuestring)
                              : MEGACITY_FEAT_NONE;
            assert_int_equal(want, c->feature[k]);
        }
    }

    static const char *const kinds[] = {"specialisation", "diversity", "tallest"};
    static const char *const bases[] = {"prestige", "buildings", "all_types", "tallest"};
    cJSON *rew = item(j, "rewards");
    assert_int_equal(cJSON_GetArraySize(rew), MEGACITY_REWARDS);
    for (int i = 0; i < MEGACITY_REWARDS; i++) {
        cJSON *x = cJSON_GetArrayItem(rew, i);
        const megacity_reward *r = &megacity_rewards[i];
        assert_string_equal(item(x, "side")->valuestring, r->side ? "simplified" : "standard");
        assert_int_equal(key_index(kinds, 3, item(x, "kind")->valuestring), r->kind);
        cJSON *ty = item(x, "type");
        assert_int_equal(
            cJSON_IsNull(ty) ? -1 : key_index(megacity_type_keys, MEGACITY_TYPES, ty->valuestring),
            r->type);
        assert_int_equal(item(x, "tiles")->valueint, r->tiles);
        assert_int_equal(item(x, "points")->valueint, r->points);
        assert_int_equal(key_index(bases, 4, item(x, "by")->valuestring), r->basis);
    }
    cJSON_Delete(j);
}

static void test_statistics_print(void **st)
{
    (void)st;
    int pts[MEGACITY_TYPES] = {0};
    for (int i = 0; i < MEGACITY_STANDARD_CONTRACTS; i++)
        pts[megacity_contracts[i].type] += megacity_contracts[i].points;
    printf("MegaCity content: %d elements (steel/concrete/glass 50/50/50) in %d shapes, %d "
           "platforms, %d+1 parks, %d+%d contracts; prestige per type %d/%d/%d/%d\n",
           MEGACITY_ELEMENTS, MEGACITY_SHAPES, MEGACITY_PLATFORMS, MEGACITY_PARKS,
           MEGACITY_STANDARD_CONTRACTS, MEGACITY_EXCEPTIONAL_CONTRACTS, pts[0], pts[1], pts[2],
           pts[3]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_element_counts), cmocka_unit_test(test_shapes),
        cmocka_unit_test(test_shapes_rest),    cmocka_unit_test(test_platforms),
        cmocka_unit_test(test_contracts),      cmocka_unit_test(test_rewards),
        cmocka_unit_test(test_json_mirror),    cmocka_unit_test(test_statistics_print),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
