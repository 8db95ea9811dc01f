// Generates every sound effect of the arcade into assets/audio/ as small mono MP3 files, and the
// arcade's music loop into assets/music/.
// Pure synthesis (oscillators, envelopes, seeded noise), so `npm run sounds` rebuilds the
// exact same files on any machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Mp3Encoder } from '@breezystack/lamejs';

const RATE = 22050;
const OUT = new URL('../assets/audio/', import.meta.url);

// Seeded noise (mulberry32) so the files are reproducible.
let noiseState = 12345;
function noise() {
  noiseState = (noiseState + 0x6d2b79f5) >>> 0;
  let t = noiseState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
}

const wave = {
  sine: (p) => Math.sin(2 * Math.PI * p),
  square: (p) => (p % 1 < 0.5 ? 0.6 : -0.6),
  triangle: (p) => 1 - 4 * Math.abs((p % 1) - 0.5),
};

/** A tone whose frequency glides from f0 to f1, with a fast attack and exponential decay. */
function tone(
  seconds,
  { f0, f1 = f0, type = 'sine', gain = 0.6, decay = 6, attack = 0.004, harmonics = [], vibrato = 0 },
) {
  const n = Math.floor(seconds * RATE);
  const out = new Float32Array(n);
  let phase = 0;
  const phases = harmonics.map(() => 0);
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    // vibrato: a wobble of that share of the pitch, six times a second (a held note that sings).
    const f = f0 * (f1 / f0) ** (t / seconds) * (1 + vibrato * Math.sin(2 * Math.PI * 6 * t));
    phase += f / RATE;
    let v = wave[type](phase);
    harmonics.forEach(([mult, amp], k) => {
      phases[k] += (f * mult) / RATE;
      v += amp * Math.sin(2 * Math.PI * phases[k]);
    });
    const env = Math.min(1, t / attack) * Math.exp(-decay * t);
    out[i] = v * env * gain;
  }
  return out;
}

/** Filtered noise burst (one-pole low-pass whose cutoff falls over time). */
function burst(seconds, { gain = 0.6, decay = 10, bright = 0.6 }) {
  const n = Math.floor(seconds * RATE);
  const out = new Float32Array(n);
  let y = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    const a = bright * Math.exp(-3 * t) + 0.02;
    y += a * (noise() - y);
    out[i] = y * gain * 2 * Math.exp(-decay * t);
  }
  return out;
}

function mix(...parts) {
  const n = Math.max(...parts.map(([p, at = 0]) => p.length + Math.floor(at * RATE)));
  const out = new Float32Array(n);
  for (const [p, at = 0] of parts) {
    const off = Math.floor(at * RATE);
    for (let i = 0; i < p.length; i++) out[off + i] += p[i];
  }
  return out;
}

const bell = (f, len = 0.35, gain = 0.35) =>
  tone(len, {
    f0: f,
    gain,
    decay: 7,
    harmonics: [
      [2, 0.3],
      [3.01, 0.12],
    ],
  });

const sounds = {
  click: tone(0.05, { f0: 1400, f1: 1100, type: 'square', gain: 0.25, decay: 60 }),
  select: tone(0.12, { f0: 620, f1: 980, type: 'triangle', gain: 0.45, decay: 18 }),
  deselect: tone(0.12, { f0: 900, f1: 560, type: 'triangle', gain: 0.4, decay: 18 }),
  invalid: mix(
    [tone(0.2, { f0: 110, type: 'square', gain: 0.3, decay: 8 })],
    [tone(0.2, { f0: 117, type: 'square', gain: 0.3, decay: 8 })],
  ),
  jump: tone(0.18, { f0: 300, f1: 1000, type: 'triangle', gain: 0.4, decay: 10 }),
  land: mix([bell(1760, 0.3, 0.3)], [bell(2637, 0.25, 0.18), 0.01], [burst(0.05, { gain: 0.15, decay: 60 })]),
  shatter: mix(
    [burst(0.35, { gain: 0.5, decay: 12, bright: 0.9 })],
    [bell(3520, 0.2, 0.12)],
    [bell(4186, 0.2, 0.1), 0.03],
  ),
  capture: tone(0.16, {
    f0: 523,
    type: 'sine',
    gain: 0.45,
    decay: 16,
    harmonics: [
      [2, 0.35],
      [3, 0.15],
    ],
  }),
  joker: mix(
    [burst(0.45, { gain: 0.7, decay: 7, bright: 0.5 })],
    [tone(0.35, { f0: 220, f1: 55, gain: 0.5, decay: 8 })],
  ),
  undo: tone(0.14, { f0: 760, f1: 380, type: 'sine', gain: 0.4, decay: 14, harmonics: [[2, 0.2]] }),
  // A fanfare: a square-wave run up the C major chord, then the chord held and ringing, with bells.
  win: mix(
    ...[523.25, 659.25, 783.99, 1046.5].map((f, i) => [
      tone(0.11, { f0: f, type: 'square', gain: 0.16, decay: 10 }),
      i * 0.085,
    ]),
    [tone(0.8, { f0: 1046.5, type: 'square', gain: 0.12, decay: 3.5, vibrato: 0.006 }), 0.36],
    [tone(0.8, { f0: 659.25, type: 'triangle', gain: 0.3, decay: 3.5 }), 0.36],
    [tone(0.8, { f0: 261.63, type: 'triangle', gain: 0.3, decay: 3 }), 0.36],
    [bell(2093, 0.5, 0.12), 0.36],
    [bell(2637, 0.5, 0.1), 0.46],
  ),
  // The sad trombone of arcades: three falling steps, the last held and wobbling down.
  lose: mix(
    [tone(0.26, { f0: 392, f1: 384, type: 'triangle', gain: 0.36, decay: 4 })],
    [tone(0.26, { f0: 370, f1: 362, type: 'triangle', gain: 0.36, decay: 4 }), 0.27],
    [tone(0.26, { f0: 349, f1: 341, type: 'triangle', gain: 0.36, decay: 4 }), 0.54],
    [tone(0.9, { f0: 330, f1: 300, type: 'triangle', gain: 0.38, decay: 2.5, vibrato: 0.03 }), 0.81],
  ),
};

// ————— music: one loop for the arcade —————
// Eight bars at 100 beats a minute in A minor (Am F C G Am F Dm E): a bouncing triangle bass, a
// soft square arpeggio, a bell melody every other bar, and hats. Rendered round a circle (what
// rings past the end is added to the start), so the loop has no seam.

const BPM = 100;
const BEAT = 60 / BPM;
const BARS = 8;
const LOOP = BARS * 4 * BEAT;
const midi = (n) => 440 * 2 ** ((n - 69) / 12);
// Each bar's chord as MIDI notes (root in the bass octave, then its tones).
const CHORDS = [
  [45, 57, 60, 64], // Am
  [41, 57, 60, 65], // F
  [48, 55, 60, 64], // C
  [43, 55, 59, 62], // G
  [45, 57, 60, 64], // Am
  [41, 57, 60, 65], // F
  [38, 57, 62, 65], // Dm
  [40, 56, 59, 64], // E
];
// The melody: [bar, beat, MIDI note, beats long].
const MELODY = [
  [0, 0, 76, 1.5],
  [0, 1.5, 74, 0.5],
  [0, 2, 72, 2],
  [2, 0, 72, 1],
  [2, 1, 74, 1],
  [2, 2, 76, 1],
  [2, 3, 79, 1],
  [4, 0, 81, 1.5],
  [4, 1.5, 79, 0.5],
  [4, 2, 76, 2],
  [6, 0, 74, 1],
  [6, 1, 77, 1],
  [6, 2, 76, 1],
  [6, 3, 71, 1],
];

function music() {
  const n = Math.round(LOOP * RATE);
  const out = new Float32Array(n);
  const put = (part, at) => {
    const off = Math.round(at * RATE);
    for (let i = 0; i < part.length; i++) out[(off + i) % n] += part[i];
  };
  CHORDS.forEach((chord, bar) => {
    const t0 = bar * 4 * BEAT;
    const [root, ...tones] = chord;
    // Bass: root and its octave in eighths, the downbeats a little louder.
    for (let e = 0; e < 8; e++) {
      const f = midi(e % 2 === 0 ? root : root + 12);
      put(
        tone(BEAT * 0.45, { f0: f, type: 'triangle', gain: e % 4 === 0 ? 0.34 : 0.24, decay: 7 }),
        t0 + (e * BEAT) / 2,
      );
    }
    // Arpeggio: the chord's tones an octave up, up and down in eighths, soft and short.
    const arp = [...tones, tones[1] + 12, tones[2] + 12, tones[1] + 12, ...tones.slice().reverse()].slice(
      0,
      8,
    );
    arp.forEach((note, e) => {
      put(
        tone(BEAT * 0.4, { f0: midi(note + 12), type: 'square', gain: 0.07, decay: 11 }),
        t0 + (e * BEAT) / 2,
      );
    });
    // Hats on the off-beats, a soft kick on one and three.
    for (let e = 1; e < 8; e += 2)
      put(burst(0.05, { gain: 0.07, decay: 70, bright: 0.9 }), t0 + (e * BEAT) / 2);
    for (const b of [0, 2]) put(tone(0.16, { f0: 120, f1: 45, gain: 0.4, decay: 18 }), t0 + b * BEAT);
  });
  for (const [bar, beat, note, len] of MELODY)
    put(bell(midi(note), len * BEAT + 0.3, 0.16), (bar * 4 + beat) * BEAT);
  // Headroom: the loudest sample at 0.8.
  const peak = out.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  for (let i = 0; i < n; i++) out[i] *= 0.8 / peak;
  return out;
}

function toMp3(samples) {
  const enc = new Mp3Encoder(1, RATE, 32);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.max(-1, Math.min(1, samples[i])) * 32767;
  const chunks = [];
  for (let i = 0; i < pcm.length; i += 1152) chunks.push(enc.encodeBuffer(pcm.subarray(i, i + 1152)));
  chunks.push(enc.flush());
  return Buffer.concat(chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.length)));
}

const MUSIC = new URL('../assets/music/', import.meta.url);
mkdirSync(MUSIC, { recursive: true });
const loop = music();
const loopMp3 = toMp3(loop);
writeFileSync(new URL('loop.mp3', MUSIC), loopMp3);
console.log(`music/loop.mp3  ${(loop.length / RATE).toFixed(2)} s  ${loopMp3.length} bytes`);

mkdirSync(OUT, { recursive: true });
for (const [name, samples] of Object.entries(sounds)) {
  const mp3 = toMp3(samples);
  writeFileSync(new URL(`${name}.mp3`, OUT), mp3);
  console.log(`${name}.mp3  ${(samples.length / RATE).toFixed(2)} s  ${mp3.length} bytes`);
}
