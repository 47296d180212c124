/* megacity_board_controls.c: what the MegaCity board offers to tap: the hot spots (contract columns
 * and their reorder chips, the exceptional contracts, the offer, the platform tabs, the held
 * contracts, the supply) and the action buttons, shown and enabled from the legal list, with
 * the focus ring that walks them. */
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static void add_hot(megacity_board_data *b, megacity_board_hot_kind k, int arg, int count,
                    gfx_rect r)
{
    if (b->nhot >= MEGACITY_BOARD_HOTS) return;
    megacity_board_hot *h = &b->hot[b->nhot++];
    memset(h, 0, sizeof *h);
    h->base.rect = r;
    h->base.kind = UI_KIND_OTHER;
    h->kind = k;
    h->arg = arg;
    h->count = count;
}

/* Supply slots: the kinds in front of the shown seat, in a grid in the tray. */
static void tray_hots(megacity_board_data *b)
{
    const megacity_board_layout *L = &b->lay;
    int seat = b->shown, i = 0;
    if (seat < 0 || L->tray.w <= 0) return; /* not on the page shown */
    float step = L->icon + 6;
    int cols = (int)fmaxf(1, floorf((L->tray.w - 16) / step));
    for (int k = 0; k < MEGACITY_KINDS; k++) {
        int n = b->view.hand[seat][k];
        if (!n) continue;
        float x = L->tray.x + 10 + (float)(i % cols) * step;
        float y = L->tray.y + 30 + (float)(i / cols) * step;
        add_hot(b, MEGACITY_BOARD_HOT_TRAY, k, n, (gfx_rect){x, y, L->icon, L->icon});
        i++;
    }
}

/* Pick mode: the elements of the chosen material left in the bag, with how many, in the tray. */
static void pick_hots(megacity_board_data *b)
{
    const megacity_board_layout *L = &b->lay;
    float step = L->icon + 6;
    int cols = (int)fmaxf(1, floorf((L->tray.w - 16) / step)), i = 0;
    if (L->tray.w <= 0) return;
    for (int sh = 0; sh < MEGACITY_SHAPES; sh++) {
        int k = megacity_kind_of((megacity_shape)sh, (megacity_material)b->pick_mat);
        if (!megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_MATERIAL, b->pick_mat, sh, 0)))
            continue;
        float x = L->tray.x + 10 + (float)(i % cols) * step;
        float y = L->tray.y + 30 + (float)(i / cols) * step;
        add_hot(b, MEGACITY_BOARD_HOT_PICK, k, b->view.bag[k], (gfx_rect){x, y, L->icon, L->icon});
        i++;
    }
}

static void make_hots(megacity_board_data *b)
{
    const megacity_state *s = &b->view;
    const megacity_board_layout *L = &b->lay;
    b->nhot = 0;
    for (int t = 0; t < MEGACITY_TYPES; t++) {
        if (s->ncol[t]) add_hot(b, MEGACITY_BOARD_HOT_COLUMN, t, s->ncol[t], L->cols[t]);
        if (s->ncol[t] >= 2) add_hot(b, MEGACITY_BOARD_HOT_REORDER, t, 0, L->reorder[t]);
    }
    for (int o = 0; o < 3; o++)
        if (s->offer[o]) add_hot(b, MEGACITY_BOARD_HOT_OFFER, s->offer[o], 0, L->offer[o]);
    if (s->exc_open) {
        int n = 0;
        for (int i = 0; i < MEGACITY_EXCEPTIONAL_CONTRACTS; i++) n += s->exc[i] != 0;
        float w = n ? L->exc.w / (float)n : 0;
        for (int i = 0, j = 0; i < MEGACITY_EXCEPTIONAL_CONTRACTS; i++)
            if (s->exc[i])
                add_hot(b, MEGACITY_BOARD_HOT_EXC, s->exc[i], 0,
                        (gfx_rect){L->exc.x + w * (float)j++, L->exc.y, w - 4, L->exc.h});
    }
    if (b->shown >= 0) {
        int j = 0, n = 0;
        for (int id = 1; id <= MEGACITY_PLATFORMS; id++) n += megacity_board_mine(s, b->shown, id);
        float w = (L->tabs.w - 6 * (float)(n > 3 ? n - 1 : 2)) / (float)(n > 3 ? n : 3);
        for (int id = 1; id <= MEGACITY_PLATFORMS; id++)
            if (megacity_board_mine(s, b->shown, id))
                add_hot(b, MEGACITY_BOARD_HOT_PLAT, id, 0,
                        (gfx_rect){L->tabs.x + (float)j++ * (w + 6), L->tabs.y, w, L->tabs.h});
        float cw = (L->holds.w - 12) / 3;
        for (int i = 0, k = 0; i < 3; i++)
            if (s->hold[b->shown][i])
                add_hot(b, MEGACITY_BOARD_HOT_HOLD, s->hold[b->shown][i], 0,
                        (gfx_rect){L->holds.x + (float)k++ * (cw + 6), L->holds.y + 20, cw,
                                   L->holds.h - 20});
    }
    if (b->mode == MEGACITY_BOARD_PICK)
        pick_hots(b);
    else
        tray_hots(b);
}

/* ---- host callbacks ------------------------------------------------------------------------ */
static const char *const button_labels[MEGACITY_BOARD_NBUTTONS] = {
    N_("Draw 3"), N_("Steel"),   N_("Concrete"), N_("Glass"),    N_("Flip"),
    N_("Renew"),  N_("Deliver"), N_("Recycle"),  N_("End turn"), N_("Replay"),
    N_("Cancel"), N_("Skip"),    NULL, /* Turn: its label shows the angle (b->turn_label) */
};
static const char *const button_tips[MEGACITY_BOARD_NBUTTONS] = {
    N_("Draw three elements at random from the bag"),
    N_("Take one steel element: choose its shape among those left in the bag"),
    N_("Take one concrete element: choose its shape among those left in the bag"),
    N_("Take one glass element: choose its shape among those left in the bag"),
    N_("Turn the selected empty platform over"),
    N_("Put the offer under the pile and show three new platforms"),
    N_("Deliver the selected building: choose a hex, then slide it to the city"),
    N_("Put every element in front of you back in the bag for a token"),
    N_("End your turn"),
    N_("Watch the last delivery again at half speed"),
    N_("Cancel"),
    N_("Skip to the result (a click, Space or Enter does the same)"),
    N_("Turn the next element you pick up a quarter turn (while you hold one: right click, the "
       "wheel, Q/E or a shoulder button; two fingers twist it)"),
};

void megacity_board_refusal(megacity_board_data *b, game_action a, char *out, size_t n)
{
    megacity_state tmp;
    char why[GAME_REASON_LEN] = "";
    memcpy(&tmp, &b->act, sizeof tmp);
    if (b->act_seat >= 0 && b->g->apply(&tmp, b->act_seat, a, why, sizeof why) == GAME_REFUSED &&
        why[0])
        play_format(b->p, why, out, n);
    else
        snprintf(out, n, "%s", _("Not possible now."));
}

/* Why button i is greyed (it is shown and not enabled), in b->btn_why[i]. */
static void button_why(megacity_board_data *b, int i)
{
    char *w = b->btn_why[i];
    size_t n = sizeof b->btn_why[i];
    const megacity_state *s = &b->view;
    switch (i) {
    case MEGACITY_BOARD_DRAW:
        megacity_board_refusal(b, MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0), w, n);
        break;
    case MEGACITY_BOARD_STEEL:
    case MEGACITY_BOARD_CONCRETE:
    case MEGACITY_BOARD_GLASS: { /* a shape still in the bag, if any: the reason is then not about
                                    the bag */
        int m = i - MEGACITY_BOARD_STEEL, sh = 0;
        for (int k = 0; k < MEGACITY_SHAPES; k++)
            if (s->bag[megacity_kind_of((megacity_shape)k, (megacity_material)m)]) sh = k;
        megacity_board_refusal(b, MEGACITY_ACT(MEGACITY_A_MATERIAL, m, sh, 0), w, n);
        break;
    }
    case MEGACITY_BOARD_FLIP:
        if (!b->sel_plat)
            snprintf(w, n, "%s", _("You have no platform to turn over: take one from the offer."));
        else
            megacity_board_refusal(b, MEGACITY_ACT(MEGACITY_A_FLIP, b->sel_plat, 0, 0), w, n);
        break;
    case MEGACITY_BOARD_RENEW:
        megacity_board_refusal(b, MEGACITY_ACT(MEGACITY_A_RENEW, 0, 0, 0), w, n);
        break;
    case MEGACITY_BOARD_DELIVER:
        if (b->ws.holding || b->ws.settling)
            snprintf(w, n, "%s", _("Let the element you placed settle first."));
        else if (b->deliver_why[0])
            snprintf(w, n, "%s", b->deliver_why);
        else if (!b->sel_plat)
            snprintf(w, n, "%s",
                     _("No building to deliver yet: take a platform from the offer and build on "
                       "it."));
        else
            snprintf(w, n, "%s", _("No hex in the city can take this building now."));
        break;
    case MEGACITY_BOARD_RECYCLE:
        megacity_board_refusal(b, MEGACITY_ACT(MEGACITY_A_RECYCLE, 0, 0, 0), w, n);
        break;
    case MEGACITY_BOARD_END:
        megacity_board_refusal(b, MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0), w, n);
        break;
    default: snprintf(w, n, "%s", _("Not possible now.")); break;
    }
}

float megacity_board_label_w(const char *label)
{
    return gfx_text_width(label, UI_FONT_BODY, GFX_BOLD);
}

void megacity_board_button_rows(gfx_rect r, ui_button *btn, const int *idx, int n)
{
    const float gap = 5, h = MEGACITY_BOARD_BTN_H, pad = 24, third = (r.w - 2 * gap) / 3;
    int rows = (n + 2) / 3;
    for (int row = 0; row < rows; row++) {
        int a = row * 3, m = n - a < 3 ? n - a : 3;
        float sum = 0;
        for (int k = a; k < a + m; k++) sum += megacity_board_label_w(btn[idx[k]].label);
        float room = r.w - (float)(m - 1) * gap - pad * (float)m;
        float f = sum > room && sum > 0 ? room / sum : 1;
        float extra = m == 3 && sum < room ? (room - sum) / (float)m : 0, x = r.x;
        float y = r.y + r.h - (float)(rows - row) * (h + gap) + gap;
        for (int k = a; k < a + m; k++) {
            float w = megacity_board_label_w(btn[idx[k]].label) * f + pad + extra;
            if (m < 3 && w < third) w = third; /* a short row: a third each, or what it needs */
            btn[idx[k]].base.rect = (gfx_rect){x, y, w, h};
            x += w + gap;
        }
    }
}

/* Which buttons show, and enabled by the legal list; they flow three to a row, three rows at
 * most (choosing a hex or a park shows Cancel alone), each as wide as its label needs. */
static void layout_buttons(megacity_board_data *b)
{
    const megacity_state *s = &b->view;
    bool choosing = b->mode == MEGACITY_BOARD_CELL || b->mode == MEGACITY_BOARD_MONUMENT ||
                    b->mode == MEGACITY_BOARD_PICK;
    bool acting = b->act_seat >= 0 && !b->slide.on && !choosing;
    int ph = s->phase;
    bool turn = acting && ph == MEGACITY_PH_TURN;
    bool show[MEGACITY_BOARD_NBUTTONS] = {0};
    show[MEGACITY_BOARD_STEEL] = show[MEGACITY_BOARD_CONCRETE] = show[MEGACITY_BOARD_GLASS] = turn;
    show[MEGACITY_BOARD_DRAW] = show[MEGACITY_BOARD_RENEW] = show[MEGACITY_BOARD_FLIP] = turn;
    show[MEGACITY_BOARD_DELIVER] = acting && (ph == MEGACITY_PH_TURN || ph == MEGACITY_PH_FINAL);
    show[MEGACITY_BOARD_RECYCLE] = acting && ph == MEGACITY_PH_FINAL;
    show[MEGACITY_BOARD_END] = acting && (ph == MEGACITY_PH_TURN || ph == MEGACITY_PH_POST);
    show[MEGACITY_BOARD_REPLAY] =
        b->have_last && !b->slide.on && b->mode == MEGACITY_BOARD_BUILD; /* 3 rows at most */
    show[MEGACITY_BOARD_CANCEL] = choosing || (b->slide.on && b->slide.live && b->slide.stage == 0);
    show[MEGACITY_BOARD_SKIP] = megacity_board_slide_skippable(b);
    show[MEGACITY_BOARD_TURN] = b->mode == MEGACITY_BOARD_BUILD && !b->slide.on &&
                                megacity_board_may_build(b) && ph != MEGACITY_PH_DISCARD;
    bool en[MEGACITY_BOARD_NBUTTONS] = {0};
    en[MEGACITY_BOARD_DRAW] = megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_DRAW, 0, 0, 0));
    for (int m = 0; m < MEGACITY_MATERIALS; m++)
        en[MEGACITY_BOARD_STEEL + m] = megacity_board_material_legal(b, m);
    en[MEGACITY_BOARD_FLIP] =
        megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_FLIP, b->sel_plat, 0, 0));
    en[MEGACITY_BOARD_RENEW] = megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_RENEW, 0, 0, 0));
    en[MEGACITY_BOARD_DELIVER] =
        b->sel_plat &&
        megacity_board_cells_for(b, MEGACITY_A_DELIVER, b->sel_plat,
                                 megacity_board_deliver_contract(b, NULL)) != 0 &&
        !b->ws.holding && !b->ws.settling;
    en[MEGACITY_BOARD_RECYCLE] = megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_RECYCLE, 0, 0, 0));
    en[MEGACITY_BOARD_END] = megacity_board_legal(b, MEGACITY_ACT(MEGACITY_A_END, 0, 0, 0));
    en[MEGACITY_BOARD_REPLAY] = en[MEGACITY_BOARD_CANCEL] = en[MEGACITY_BOARD_SKIP] =
        en[MEGACITY_BOARD_TURN] = true;
    /* why Deliver is greyed, from the rules (the checklist's foot and the button's tip) */
    b->deliver_why[0] = 0;
    char why[GAME_REASON_LEN] = "";
    if (b->shown >= 0 && b->sel_plat &&
        !megacity_can_deliver(&b->view, b->shown, b->sel_plat, why, sizeof why))
        play_format(b->p, why, b->deliver_why, sizeof b->deliver_why);
    for (int i = 0; i < MEGACITY_BOARD_NBUTTONS; i++) {
        ui_button *bt = &b->btn[i];
        bt->base.hidden = !show[i];
        /* whose button: the acting seat's (Skip: anyone watching may skip) */
        bt->base.owner = i == MEGACITY_BOARD_SKIP || b->act_seat < 0 ? IN_SEAT_ANY : b->act_seat;
        /* a greyed button says why on hover or tap (ui.h), in the rules' words */
        b->btn_why[i][0] = 0;
        if (show[i] && !en[i]) button_why(b, i);
        ui_set_disabled(&bt->base, !en[i], b->btn_why[i][0] ? b->btn_why[i] : NULL);
    }
    int idx[MEGACITY_BOARD_NBUTTONS], n = 0;
    for (int i = 0; i < MEGACITY_BOARD_TURN; i++)
        if (show[i]) idx[n++] = i;
    megacity_board_button_rows(megacity_board_to_screen(b, b->lay.buttons), b->btn, idx,
                               n); /* window units */
    /* Turn: at the right of the supply's heading (what it turns is picked up there), its label
     * the angle the next element starts at */
    static const char *const angles[4] = {"\xE2\x86\xBB 0\xC2\xB0", "\xE2\x86\xBB 90\xC2\xB0",
                                          "\xE2\x86\xBB 180\xC2\xB0", "\xE2\x86\xBB 270\xC2\xB0"};
    gfx_rect tr = megacity_board_to_screen(b, b->lay.tray);
    b->btn[MEGACITY_BOARD_TURN].label = angles[b->turn & 3];
    b->btn[MEGACITY_BOARD_TURN].base.rect = (gfx_rect){tr.x + tr.w - 6 - 80, tr.y + 4, 80, 28};
    for (int i = 0; i < MEGACITY_BOARD_NBUTTONS;
         i++) { /* and in view units, for what is laid out by them */
        gfx_rect r = b->btn[i].base.rect;
        megacity_board_from_screen(b, &r.x, &r.y);
        b->btn_v[i] = (gfx_rect){r.x, r.y, r.w / b->zoom, r.h / b->zoom};
    }
    b->btn[MEGACITY_BOARD_DELIVER].style =
        en[MEGACITY_BOARD_DELIVER] ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY;
    b->btn[MEGACITY_BOARD_END].style =
        turn && s->acted >= s->max_actions ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY;
}

static void rebuild_focus(megacity_board_data *b)
{
    ui_base *cur = ui_focus_current(&b->focus);
    ui_focus_init(&b->focus);
    for (int i = 0; b->compact && i < MEGACITY_BOARD_PAGES; i++)
        ui_focus_add(&b->focus, &b->tab[i].base);
    for (int i = 0; i < MEGACITY_BOARD_NBUTTONS; i++) ui_focus_add(&b->focus, &b->btn[i].base);
    for (int i = 0; i < b->nhot; i++) ui_focus_add(&b->focus, &b->hot[i].base);
    ui_focus_set(&b->focus, NULL);
    for (int i = 0; i < b->focus.count; i++)
        if (b->focus.items[i] == cur) b->focus.current = i;
}

void megacity_board_controls_init(megacity_board_data *b)
{
    for (int i = 0; i < MEGACITY_BOARD_NBUTTONS; i++) {
        ui_button_init(&b->btn[i], (gfx_rect){0}, button_labels[i] ? _(button_labels[i]) : "",
                       UI_BUTTON_SECONDARY);
        b->btn[i].base.tooltip = _(button_tips[i]);
    }
    static const char *const pages[MEGACITY_BOARD_PAGES] = {N_("Workshop"), N_("Market"),
                                                            N_("City")};
    static const char *const page_tips[MEGACITY_BOARD_PAGES] = {
        N_("Your platforms, the one you build on, your supply and the contract checklist"),
        N_("The contracts and platforms to take, and the contracts you hold"),
        N_("The city and everyone's score")};
    for (int i = 0; i < MEGACITY_BOARD_PAGES; i++) {
        ui_button_init(&b->tab[i], (gfx_rect){0}, _(pages[i]), UI_BUTTON_SECONDARY);
        b->tab[i].base.tooltip = _(page_tips[i]);
        b->tab[i].base.hidden = true;
    }
    b->btn[MEGACITY_BOARD_END].shortcut = 'e';
    b->btn[MEGACITY_BOARD_DRAW].shortcut = 'd';
    b->btn[MEGACITY_BOARD_SKIP].style = UI_BUTTON_PRIMARY;
    ui_focus_init(&b->focus);
}

/* Compact: the page tabs over the board, the one shown lit. */
static void layout_tabs(megacity_board_data *b)
{
    gfx_rect r = megacity_board_to_screen(b, b->lay.pages);
    float gap = 6, w = (r.w - 2 * gap) / MEGACITY_BOARD_PAGES;
    for (int i = 0; i < MEGACITY_BOARD_PAGES; i++) {
        ui_button *t = &b->tab[i];
        t->base.hidden = !b->compact;
        t->base.rect = (gfx_rect){r.x + (float)i * (w + gap), r.y, w, r.h};
        t->style = i == b->page ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY;
    }
}

void megacity_board_controls_layout(megacity_board_data *b)
{
    layout_tabs(b);
    make_hots(b);
    layout_buttons(b);
    rebuild_focus(b);
}
