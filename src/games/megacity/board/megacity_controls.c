/* megacity_controls.c: what the MegaCity board offers to tap: the hot spots (contract columns and
 * their reorder chips, the exceptional contracts, the offer, the platform tabs, the held
 * contracts, the supply) and the action buttons, shown and enabled from the legal list, with
 * the focus ring that walks them. */
#include "core/i18n.h"
#include "games/megacity/board/megacity_board_int.h"
#include <math.h>
#include <string.h>

static void add_hot(mgb *b, mgb_hot_kind k, int arg, int count, gfx_rect r)
{
    if (b->nhot >= MGB_HOTS) return;
    mgb_hot *h = &b->hot[b->nhot++];
    memset(h, 0, sizeof *h);
    h->base.rect = r;
    h->base.kind = UI_KIND_OTHER;
    h->kind = k;
    h->arg = arg;
    h->count = count;
}

/* Supply slots: the kinds in front of the shown seat, in a grid in the tray. */
static void tray_hots(mgb *b)
{
    const mgb_layout *L = &b->lay;
    int seat = b->shown, i = 0;
    if (seat < 0) return;
    float step = L->icon + 6;
    int cols = (int)fmaxf(1, floorf((L->tray.w - 16) / step));
    for (int k = 0; k < MEGA_KINDS; k++) {
        int n = b->view.hand[seat][k];
        if (!n) continue;
        float x = L->tray.x + 10 + (float)(i % cols) * step;
        float y = L->tray.y + 30 + (float)(i / cols) * step;
        add_hot(b, MGB_HOT_TRAY, k, n, (gfx_rect){x, y, L->icon, L->icon});
        i++;
    }
}

/* Pick mode: the elements of the chosen material left in the bag, with how many, in the tray. */
static void pick_hots(mgb *b)
{
    const mgb_layout *L = &b->lay;
    float step = L->icon + 6;
    int cols = (int)fmaxf(1, floorf((L->tray.w - 16) / step)), i = 0;
    for (int sh = 0; sh < MC_SHAPES; sh++) {
        int k = mega_kind_of((mc_shape)sh, (mc_material)b->pick_mat);
        if (!mgb_legal(b, MEGA_ACT(MEGA_A_MATERIAL, b->pick_mat, sh, 0))) continue;
        float x = L->tray.x + 10 + (float)(i % cols) * step;
        float y = L->tray.y + 30 + (float)(i / cols) * step;
        add_hot(b, MGB_HOT_PICK, k, b->view.bag[k], (gfx_rect){x, y, L->icon, L->icon});
        i++;
    }
}

static void make_hots(mgb *b)
{
    const mega_state *s = &b->view;
    const mgb_layout *L = &b->lay;
    b->nhot = 0;
    for (int t = 0; t < MC_TYPES; t++) {
        if (s->ncol[t]) add_hot(b, MGB_HOT_COLUMN, t, s->ncol[t], L->cols[t]);
        if (s->ncol[t] >= 2) add_hot(b, MGB_HOT_REORDER, t, 0, L->reorder[t]);
    }
    for (int o = 0; o < 3; o++)
        if (s->offer[o]) add_hot(b, MGB_HOT_OFFER, s->offer[o], 0, L->offer[o]);
    if (s->exc_open) {
        int n = 0;
        for (int i = 0; i < MC_EXCEPTIONAL_CONTRACTS; i++) n += s->exc[i] != 0;
        float w = n ? L->exc.w / (float)n : 0;
        for (int i = 0, j = 0; i < MC_EXCEPTIONAL_CONTRACTS; i++)
            if (s->exc[i])
                add_hot(b, MGB_HOT_EXC, s->exc[i], 0,
                        (gfx_rect){L->exc.x + w * (float)j++, L->exc.y, w - 4, L->exc.h});
    }
    if (b->shown >= 0) {
        int j = 0, n = 0;
        for (int id = 1; id <= MC_PLATFORMS; id++) n += mgb_mine(s, b->shown, id);
        float w = (L->tabs.w - 6 * (float)(n > 3 ? n - 1 : 2)) / (float)(n > 3 ? n : 3);
        for (int id = 1; id <= MC_PLATFORMS; id++)
            if (mgb_mine(s, b->shown, id))
                add_hot(b, MGB_HOT_PLAT, id, 0,
                        (gfx_rect){L->tabs.x + (float)j++ * (w + 6), L->tabs.y, w, L->tabs.h});
        float cw = (L->holds.w - 12) / 3;
        for (int i = 0, k = 0; i < 3; i++)
            if (s->hold[b->shown][i])
                add_hot(b, MGB_HOT_HOLD, s->hold[b->shown][i], 0,
                        (gfx_rect){L->holds.x + (float)k++ * (cw + 6), L->holds.y + 20, cw,
                                   L->holds.h - 20});
    }
    if (b->mode == MGB_PICK)
        pick_hots(b);
    else
        tray_hots(b);
}

/* ---- host callbacks ------------------------------------------------------------------------ */
static const char *const button_labels[MGB_NBUTTONS] = {
    N_("Draw 3"),  N_("Steel"),   N_("Concrete"), N_("Glass"),  N_("Flip"),   N_("Renew"),
    N_("Deliver"), N_("Recycle"), N_("End turn"), N_("Replay"), N_("Cancel"), N_("Skip"),
};
static const char *const button_tips[MGB_NBUTTONS] = {
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
};

/* Which buttons show, and enabled by the legal list; they flow three to a row, three rows at
 * most (choosing a hex or a park shows Cancel alone). */
static void layout_buttons(mgb *b)
{
    const mega_state *s = &b->view;
    bool choosing = b->mode == MGB_CELL || b->mode == MGB_MONUMENT || b->mode == MGB_PICK;
    bool acting = b->act_seat >= 0 && !b->slide.on && !choosing;
    int ph = s->phase;
    bool turn = acting && ph == MEGA_PH_TURN;
    bool show[MGB_NBUTTONS] = {0};
    show[MGB_STEEL] = show[MGB_CONCRETE] = show[MGB_GLASS] = turn;
    show[MGB_DRAW] = show[MGB_RENEW] = show[MGB_FLIP] = turn;
    show[MGB_DELIVER] = acting && (ph == MEGA_PH_TURN || ph == MEGA_PH_FINAL);
    show[MGB_RECYCLE] = acting && ph == MEGA_PH_FINAL;
    show[MGB_END] = acting && (ph == MEGA_PH_TURN || ph == MEGA_PH_POST);
    show[MGB_REPLAY] = b->have_last && !b->slide.on && b->mode == MGB_BUILD; /* 3 rows at most */
    show[MGB_CANCEL] = choosing || (b->slide.on && b->slide.live && b->slide.stage == 0);
    show[MGB_SKIP] = mgb_slide_skippable(b);
    bool en[MGB_NBUTTONS] = {0};
    en[MGB_DRAW] = mgb_legal(b, MEGA_ACT(MEGA_A_DRAW, 0, 0, 0));
    for (int m = 0; m < MC_MATERIALS; m++) en[MGB_STEEL + m] = mgb_material_legal(b, m);
    en[MGB_FLIP] = mgb_legal(b, MEGA_ACT(MEGA_A_FLIP, b->sel_plat, 0, 0));
    en[MGB_RENEW] = mgb_legal(b, MEGA_ACT(MEGA_A_RENEW, 0, 0, 0));
    en[MGB_DELIVER] =
        b->sel_plat &&
        mgb_cells_for(b, MEGA_A_DELIVER, b->sel_plat, mgb_deliver_contract(b, NULL)) != 0 &&
        !b->ws.holding && !b->ws.settling;
    en[MGB_RECYCLE] = mgb_legal(b, MEGA_ACT(MEGA_A_RECYCLE, 0, 0, 0));
    en[MGB_END] = mgb_legal(b, MEGA_ACT(MEGA_A_END, 0, 0, 0));
    en[MGB_REPLAY] = en[MGB_CANCEL] = en[MGB_SKIP] = true;
    /* why Deliver is greyed, from the rules (the checklist's foot and the button's tip) */
    b->deliver_why[0] = 0;
    char why[GAME_REASON_LEN] = "";
    if (b->shown >= 0 && b->sel_plat &&
        !mega_can_deliver(&b->view, b->shown, b->sel_plat, why, sizeof why))
        play_format(b->p, why, b->deliver_why, sizeof b->deliver_why);
    gfx_rect r = b->lay.buttons;
    float gap = 5, w = (r.w - 2 * gap) / 3, h = 38;
    int nshow = 0, k = 0;
    for (int i = 0; i < MGB_NBUTTONS; i++) nshow += show[i];
    int rows = (nshow + 2) / 3;
    for (int i = 0; i < MGB_NBUTTONS; i++) {
        ui_button *bt = &b->btn[i];
        bt->base.hidden = !show[i];
        /* a greyed button says why on hover or tap (ui.h): Deliver gives the rules' reason */
        ui_set_disabled(&bt->base, !en[i],
                        i == MGB_DELIVER && b->deliver_why[0] ? b->deliver_why : NULL);
        if (!show[i]) continue;
        bt->base.rect = (gfx_rect){r.x + (float)(k % 3) * (w + gap),
                                   r.y + r.h - (float)(rows - k / 3) * (h + gap) + gap, w, h};
        k++;
    }
    b->btn[MGB_DELIVER].style = en[MGB_DELIVER] ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY;
    b->btn[MGB_END].style =
        turn && s->acted >= s->max_actions ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY;
}

static void rebuild_focus(mgb *b)
{
    ui_base *cur = ui_focus_current(&b->focus);
    ui_focus_init(&b->focus);
    for (int i = 0; i < MGB_NBUTTONS; i++) ui_focus_add(&b->focus, &b->btn[i].base);
    for (int i = 0; i < b->nhot; i++) ui_focus_add(&b->focus, &b->hot[i].base);
    ui_focus_set(&b->focus, NULL);
    for (int i = 0; i < b->focus.count; i++)
        if (b->focus.items[i] == cur) b->focus.current = i;
}

void mgb_controls_init(mgb *b)
{
    for (int i = 0; i < MGB_NBUTTONS; i++) {
        ui_button_init(&b->btn[i], (gfx_rect){0}, _(button_labels[i]), UI_BUTTON_SECONDARY);
        b->btn[i].base.tooltip = _(button_tips[i]);
    }
    b->btn[MGB_END].shortcut = 'e';
    b->btn[MGB_DRAW].shortcut = 'd';
    b->btn[MGB_SKIP].style = UI_BUTTON_PRIMARY;
    ui_focus_init(&b->focus);
}

void mgb_controls_layout(mgb *b)
{
    make_hots(b);
    layout_buttons(b);
    rebuild_focus(b);
}
