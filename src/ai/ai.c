/* placeholder */
typedef int cb_placeholder_ai;
