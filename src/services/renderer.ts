// The game's canvas and its WebGL context, made here rather than by Phaser: the context's renderer
// says whether the browser draws WebGL in software (SwiftShader, llvmpipe, Windows' basic render
// driver), a machine without a usable GPU. Multisampling smooths the edges of drawn shapes (the
// selection rings, the turn box); a GPU does it almost for free, but a software renderer pays for
// every sample of every pixel: without it a frame costs about half as much there (a GlassWorks
// board at 1280×720: 23 ms of the renderer's time against 40–54 ms). So a context without it is made
// first, and where a GPU draws, one with it replaces it. On software WebGL, where each context costs
// the first frame several milliseconds, the game makes just the one.

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** What Phaser's WebGL renderer asks of its context with the arcade's config (its defaults). */
const ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  depth: true,
  stencil: true,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  failIfMajorPerformanceCaveat: false,
  powerPreference: 'default',
  desynchronized: false,
};

export interface GameSurface {
  readonly canvas: HTMLCanvasElement;
  readonly context: WebGLRenderingContext;
  /** The context draws in software, without multisampling. */
  readonly software: boolean;
}

const contextOn = (canvas: HTMLCanvasElement, antialias: boolean): WebGLRenderingContext | null => {
  try {
    return canvas.getContext('webgl', { ...ATTRIBUTES, antialias });
  } catch {
    return null;
  }
};

/** Whether `gl` draws in software, by its renderer's name. */
function drawsInSoftware(gl: WebGLRenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return SOFTWARE.test(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
}

/** A canvas of the game's size: its context's drawing buffer is made at that size, never resized. */
function canvasOf(size: { width: number; height: number }): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

/**
 * The game's canvas of `size` with its context (for Phaser's `canvas` and `context`), or null
 * without WebGL.
 */
export function gameSurface(size: { width: number; height: number }): GameSurface | null {
  const canvas = canvasOf(size);
  const plain = contextOn(canvas, false);
  if (!plain || plain.isContextLost()) return null;
  if (drawsInSoftware(plain)) return { canvas, context: plain, software: true };
  // A canvas keeps its first context: the smoothed one is on a new canvas, and the probe is let go.
  const smooth = canvasOf(size);
  const context = contextOn(smooth, true);
  if (!context) return { canvas, context: plain, software: false };
  plain.getExtension('WEBGL_lose_context')?.loseContext();
  return { canvas: smooth, context, software: false };
}

/** Where the browser has no WebGL, the page says so in words instead of staying blank. */
export function explainNoWebGL(parent: HTMLElement, words: string): void {
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.textContent = words;
  note.style.cssText =
    'margin:0 auto;padding:15vh 24px 0;max-width:36em;color:#f4f1ff;font:16px/1.6 system-ui,sans-serif;text-align:center';
  parent.replaceChildren(note);
}
