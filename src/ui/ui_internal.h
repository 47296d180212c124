/* ui_internal.h: what the ui files share and nobody else needs. */
#ifndef CB_UI_INTERNAL_H
#define CB_UI_INTERNAL_H
#include "ui/ui.h"

#define UI_PI 3.14159265358979f

void ui__note(const in_event *ev); /* tracks keyboard mode from the event stream */
void ui__tip(const ui_base *b);    /* b is hovered/focused this frame: maybe show its tip */
void ui__ctl(const ui_base *b, ui_ctl_kind kind, const char *label); /* b drawn: the list */
void ui__ctl_frame_end(void); /* the overlay, last of a frame: the list of the frame is done */
void ui__ctl_cover(void);     /* a modal layer: the controls drawn so far are under it */
/* Press/release/hover for a clickable widget; sets *clicked on a completed click or Accept. */
ui_result ui__click(ui_base *b, const in_event *ev, bool *clicked);
bool ui__usable(const ui_base *b); /* not hidden, not disabled */
bool ui__ring(const ui_base *b);   /* draw b's focus ring: focused, usable, keyboard mode */
/* For a widget that is hidden or disabled: keeps hover (and a press, for its reason) only. */
void ui__unusable_event(ui_base *b, const in_event *ev);
/* ui_overlay.c: tooltips and toasts, reset, aged and asked whether they animate by ui.c. */
void ui__overlay_reset(void);
void ui__overlay_tick(void);
bool ui__overlay_busy(void);
bool ui__same_pointer(const ui_base *b, const in_event *ev);
float ui__anim(double since, double seconds); /* 0..1 progress (1 at once with reduced motion) */
gfx_color ui__mix(gfx_color a, gfx_color b, float t);
gfx_color ui__alpha(gfx_color c, float a);
void ui__fill(gfx_rect r, gfx_color c); /* plain rectangle */
void ui__draw_chevron(float cx, float cy, float size, bool right, gfx_color c);
bool ui__textfield_is(const ui_base *b);

#endif
