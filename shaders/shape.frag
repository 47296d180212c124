#version 330 core
// shape.frag: batches of plain shapes only (backgrounds, panels, boards): batch.frag without
// the texel fetch, which is most of a pixel's cost on llvmpipe.
in vec2 v_uv;
in vec4 v_color;
in vec2 v_local;
flat in vec4 v_shape;
flat in float v_tex;
out vec4 o_color;
void main()
{
    vec2 q = abs(v_local) - v_shape.xy + v_shape.z;
    float d = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - v_shape.z;
    d = max(d, -d - v_shape.w);
    o_color = v_color * clamp(0.5 - d, 0.0, 1.0);
}
