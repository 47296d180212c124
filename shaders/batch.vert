#version 330 core
// batch.vert: every shape and textured quad of the 2D batch. Positions are in logical units;
// u_proj maps them to clip space. Colours arrive straight and leave premultiplied.
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_color;
layout(location = 3) in vec2 a_local; // pixels from the shape's centre
layout(location = 4) in vec4 a_shape; // half width, half height, radius, thickness (pixels)
layout(location = 5) in float a_tex;  // 1: multiply by the texture
uniform mat4 u_proj;
out vec2 v_uv;
out vec4 v_color;
out vec2 v_local;
flat out vec4 v_shape;
flat out float v_tex;
void main()
{
    gl_Position = u_proj * vec4(a_pos, 0.0, 1.0);
    v_uv = a_uv;
    v_color = vec4(a_color.rgb * a_color.a, a_color.a);
    v_local = a_local;
    v_shape = a_shape;
    v_tex = a_tex;
}
