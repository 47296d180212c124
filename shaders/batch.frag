#version 330 core
// batch.frag: batches with textured quads (text, SVG art, images) and any shapes between them.
// No branches: llvmpipe would run both sides. Coverage is the signed distance (pixels) to a
// rounded box; a filled shape has a huge thickness, a textured quad a huge box.
in vec2 v_uv;
in vec4 v_color;
in vec2 v_local;
flat in vec4 v_shape;
flat in float v_tex;
uniform sampler2D u_tex;
out vec4 o_color;
void main()
{
    vec4 t = mix(vec4(1.0), texture(u_tex, v_uv), v_tex); // premultiplied texels
    vec2 q = abs(v_local) - v_shape.xy + v_shape.z;
    float d = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - v_shape.z;
    d = max(d, -d - v_shape.w); // outline: keep a band of that thickness inside the edge
    o_color = v_color * t * clamp(0.5 - d, 0.0, 1.0);
}
