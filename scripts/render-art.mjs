#!/usr/bin/env node
// Renders the home page's picture (section-registry/shared/art/renders.ts): the firm's mark, its layers as
// objects in light. Each is a ray-marched scene (a signed-distance shader) drawn by headless
// Chromium into a canvas and saved as WebP, so the pictures are made from the brand's own colours (a test
// holds them to src/theme.ts) and can be re-rendered when they change:
//   node scripts/render-art.mjs [file.webp ...]   (writes them, or all, to section-registry/shared/art/)
// The output is committed: the build never renders, so CI needs no GPU and no time for it.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');

/**
 * The pictures: a scene in the shader (below), where the camera stands and what it looks at. Each is about
 * twice the CSS size of the box it fills (the home card's head), for sharp screens. One now: renders on every
 * hero read as generic 3D art (review 30); a scene is added with its #if block in the shader.
 */
const PICTURES = [
  { file: 'rising-layers.webp', scene: 0, width: 960, height: 500, eye: [6.1, 4.0, 7.2], target: [0, 0.6, 0] },
];
const OUT_DIR = join(root, 'section-registry/shared/art');

/** Brand colours (src/theme.ts), as linear RGB for the shader: navy at the base, amber at the top. */
const hex = (h) => [1, 3, 5].map((i) => (parseInt(h.slice(i, i + 2), 16) / 255) ** 2.2);
const LAYERS = ['#00476a', '#116b98', '#3089b0', '#72b2cb', '#ffa218'].map(hex);
const GROUND = hex('#ebe4d6');
const SKY = hex('#f6f3ec');

const shader = /* glsl */ `
precision highp float;
uniform vec2 res;
uniform vec3 eye;
uniform vec3 target;
uniform vec3 layer[5];
uniform vec3 ground;
uniform vec3 sky;

float roundBox(vec3 p, vec3 b, float r) {
  vec3 q = abs(p) - b + r;
  return length(max(q, 0.0)) + min(max(q.x, max(q.y, q.z)), 0.0) - r;
}

// Keeps the nearer of two hits: (distance, colour).
vec2 nearer(vec2 a, vec2 b) {
  return a.x < b.x ? a : b;
}

// Each scene returns (distance, colour): 0 the ground, 1 to 5 the layers' colours from the base up.
#if SCENE == 0
// The mark: five slabs, each narrower than the one below and lifted a little further from it.
vec2 scene(vec3 p) {
  vec2 hit = vec2(p.y, 0.0);
  float y = 0.0;
  for (int i = 0; i < 5; i++) {
    float fi = float(i);
    float half_ = 1.6 - 0.3 * fi;
    float h = 0.12;
    y += (i == 0 ? 0.02 : 0.1 + 0.05 * fi) + h;
    float d = roundBox(p - vec3(0.0, y, 0.0), vec3(half_, h, half_), 0.045);
    y += h;
    if (d < hit.x) hit = vec2(d, fi + 1.0);
  }
  return hit;
}
#endif

vec3 normalAt(vec3 p) {
  vec2 e = vec2(0.0015, 0.0);
  return normalize(vec3(
    scene(p + e.xyy).x - scene(p - e.xyy).x,
    scene(p + e.yxy).x - scene(p - e.yxy).x,
    scene(p + e.yyx).x - scene(p - e.yyx).x));
}

float softShadow(vec3 ro, vec3 rd) {
  float res_ = 1.0, t = 0.02;
  for (int i = 0; i < 64; i++) {
    float h = scene(ro + rd * t).x;
    res_ = min(res_, 10.0 * h / t);
    t += clamp(h, 0.01, 0.25);
    if (res_ < 0.002 || t > 12.0) break;
  }
  return clamp(res_, 0.0, 1.0);
}

float occlusion(vec3 p, vec3 n) {
  float o = 0.0, w = 1.0;
  for (int i = 1; i <= 5; i++) {
    float d = 0.06 * float(i);
    o += (d - scene(p + n * d).x) * w;
    w *= 0.7;
  }
  return clamp(1.0 - 2.2 * o, 0.0, 1.0);
}

vec3 albedo(float id) {
  if (id < 0.5) return ground;
  if (id < 1.5) return layer[0];
  if (id < 2.5) return layer[1];
  if (id < 3.5) return layer[2];
  if (id < 4.5) return layer[3];
  return layer[4];
}

vec3 shade(vec2 frag) {
  vec2 uv = (frag - 0.5 * res) / res.y;
  vec3 fw = normalize(target - eye);
  vec3 rt = normalize(cross(fw, vec3(0.0, 1.0, 0.0)));
  vec3 up = cross(rt, fw);
  vec3 rd = normalize(uv.x * rt + uv.y * up + 2.6 * fw);

  float t = 0.0;
  vec2 hit = vec2(-1.0);
  for (int i = 0; i < 160; i++) {
    vec2 h = scene(eye + rd * t);
    if (h.x < 0.0008) { hit = vec2(t, h.y); break; }
    t += h.x;
    if (t > 40.0) break;
  }
  // Background: the page's sand, a shade lighter toward the top, as a studio sweep.
  vec3 back = mix(ground, sky, clamp(uv.y + 0.55, 0.0, 1.0));
  if (hit.x < 0.0) return back;

  vec3 p = eye + rd * hit.x;
  vec3 n = normalAt(p);
  vec3 sun = normalize(vec3(-0.55, 0.9, 0.35));
  float dif = clamp(dot(n, sun), 0.0, 1.0) * softShadow(p + n * 0.002, sun);
  float ao = occlusion(p, n);
  float skyLight = 0.5 + 0.5 * n.y;
  float bounce = clamp(-n.y, 0.0, 1.0) * 0.25 + clamp(dot(n, -sun * vec3(1.0, 0.0, 1.0)), 0.0, 1.0) * 0.12;
  vec3 base = albedo(hit.y);
  vec3 light = vec3(1.0, 0.97, 0.92) * dif * 1.25 + sky * skyLight * 0.55 * ao + ground * bounce * ao;
  vec3 col = base * light;
  // A satin finish: a soft highlight where the sun glances off the slabs, none on the ground.
  if (hit.y > 0.5) {
    vec3 h = normalize(sun - rd);
    col += 0.12 * pow(clamp(dot(n, h), 0.0, 1.0), 40.0) * dif;
    float rim = pow(1.0 - clamp(dot(n, -rd), 0.0, 1.0), 4.0);
    col += 0.05 * rim * sky;
  }
  // The ground fades into the sweep with distance, so the stack stands in space, not on a tiled floor.
  float fog = 1.0 - exp(-0.012 * hit.x * hit.x);
  return mix(col, back, hit.y < 0.5 ? fog : 0.0);
}

void main() {
  vec3 sum = vec3(0.0);
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++)
      sum += shade(gl_FragCoord.xy + (vec2(float(i), float(j)) - 1.0) / 3.0);
  vec3 col = sum / 9.0;
  col = col / (1.0 + 0.15 * col);
  gl_FragColor = vec4(pow(col, vec3(1.0 / 2.2)), 1.0);
}
`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
});
try {
  const only = process.argv.slice(2);
  for (const picture of PICTURES.filter((p) => only.length === 0 || only.includes(p.file))) {
    const page = await browser.newPage();
    const dataUrl = await page.evaluate(render, {
      ...picture,
      shader: `#define SCENE ${picture.scene}\n${shader}`,
      layers: LAYERS,
      ground: GROUND,
      sky: SKY,
    });
    const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
    writeFileSync(join(OUT_DIR, picture.file), bytes);
    console.log(`${picture.file}: ${picture.width}×${picture.height}, ${(bytes.length / 1024).toFixed(1)} kB`);
    await page.close();
  }
} finally {
  await browser.close();
}

/** Runs in the page: compiles the shader, draws one full-screen triangle, and encodes the canvas. */
function render({ shader, width, height, eye, target, layers, ground, sky }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const gl = canvas.getContext('webgl', { preserveDrawingBuffer: true });
  if (!gl) throw new Error('No WebGL in this Chromium');
  const compile = (type, source) => {
    const s = gl.createShader(type);
    gl.shaderSource(s, source);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(s) ?? 'shader');
    return s;
  };
  const program = gl.createProgram();
  gl.attachShader(
    program,
    compile(gl.VERTEX_SHADER, 'attribute vec2 p; void main() { gl_Position = vec4(p, 0.0, 1.0); }'),
  );
  gl.attachShader(program, compile(gl.FRAGMENT_SHADER, shader));
  gl.linkProgram(program);
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.uniform2f(gl.getUniformLocation(program, 'res'), width, height);
  gl.uniform3fv(gl.getUniformLocation(program, 'eye'), eye);
  gl.uniform3fv(gl.getUniformLocation(program, 'target'), target);
  gl.uniform3fv(gl.getUniformLocation(program, 'layer'), layers.flat());
  gl.uniform3fv(gl.getUniformLocation(program, 'ground'), ground);
  gl.uniform3fv(gl.getUniformLocation(program, 'sky'), sky);
  gl.viewport(0, 0, width, height);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  return canvas.toDataURL('image/webp', 0.86);
}
