#version 330 core
// flat.frag: big opaque fills whose edges lie on pixel boundaries (the felt, bands, boards'
// grounds): the interpolated colour alone, drawn without blending, so a pixel costs a write.
in vec2 v_uv;
in vec4 v_color;
in vec2 v_local;
flat in vec4 v_shape;
flat in float v_tex;
out vec4 o_color;
void main()
{
    float k = v_local.x + v_local.y + v_shape.x + v_shape.y + v_shape.z + v_shape.w;
    o_color = v_color * step(-3.0e38, k);
}
