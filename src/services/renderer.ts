// Whether the browser draws WebGL in software (SwiftShader, llvmpipe, Windows' basic render
// driver): a machine without a usable GPU. Multisampling smooths the edges of drawn shapes (the
// selection rings, the turn box); a GPU does it almost for free, but a software renderer pays for
// every sample of every pixel: without it a frame costs about half as much there (a GlassWorks
// board at 1280×720: 23 ms of the renderer's time against 40–54 ms). So the game asks for it only
// where a GPU draws.

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Probes a throwaway WebGL context (about 5 ms on software WebGL) and releases it at once. */
export function drawsInSoftware(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return SOFTWARE.test(name);
  } catch {
    return false;
  }
}
