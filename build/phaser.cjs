// The arcade's Phaser: the namespace of Phaser's own `src/phaser.js`, cut down to what the arcade
// uses. The browser then downloads no physics, tilemaps, Canvas renderer, Phaser sound (sound is
// Howler's), DOM game objects, loader, lights, animations of sprites, curves or geometry beyond the
// rectangle. `build/leanPhaser.ts` points `import Phaser from 'phaser'` here in a production build.
//
// Order matters: Phaser's modules are CommonJS with require cycles, and the WebGL renderer's index
// must be loaded before its batch handlers ask for it (as `src/phaser.js` loads it).
// A Phaser name the arcade starts to use must be added below, or it is undefined in the build:
// tests/build/leanPhaser.test.ts, a unit test, fails on any `Phaser.A.B` in src/ this lacks.

var Renderer = require('phaser/src/renderer');
var CONST = require('phaser/src/const');
var Extend = require('phaser/src/utils/object/Extend');

// Scene plugins register themselves with Phaser's plugin cache when loaded: these are the ones a
// scene of the arcade uses (events, cameras, add, scene, display and update lists, data, input
// with mouse, touch and keyboard, the clock and tweens). Loader and lights are left out.
require('phaser/src/events/EventEmitter');
require('phaser/src/gameobjects/DisplayList');
require('phaser/src/gameobjects/UpdateList');
require('phaser/src/gameobjects/GameObjectCreator');
require('phaser/src/gameobjects/GameObjectFactory');
require('phaser/src/data/DataManagerPlugin');
require('phaser/src/input/keyboard/KeyboardPlugin');
require('phaser/src/input/mouse');
require('phaser/src/input/touch');

var Phaser = {
  Cameras: { Scene2D: require('phaser/src/cameras/2d') },
  Core: require('phaser/src/core'),
  Game: require('phaser/src/core/Game'),
  GameObjects: {
    Events: require('phaser/src/gameobjects/events'),
    Components: require('phaser/src/gameobjects/components'),
    GameObject: require('phaser/src/gameobjects/GameObject'),
    Container: require('phaser/src/gameobjects/container/Container'),
    Graphics: require('phaser/src/gameobjects/graphics/Graphics'),
    Image: require('phaser/src/gameobjects/image/Image'),
    NineSlice: require('phaser/src/gameobjects/nineslice/NineSlice'),
    Particles: require('phaser/src/gameobjects/particles'),
    Rectangle: require('phaser/src/gameobjects/shape/rectangle/Rectangle'),
    Text: require('phaser/src/gameobjects/text/Text'),
    Zone: require('phaser/src/gameobjects/zone/Zone'),
    // Each factory registers its `scene.add.<name>` when loaded.
    Factories: {
      Container: require('phaser/src/gameobjects/container/ContainerFactory'),
      Graphics: require('phaser/src/gameobjects/graphics/GraphicsFactory'),
      Image: require('phaser/src/gameobjects/image/ImageFactory'),
      NineSlice: require('phaser/src/gameobjects/nineslice/NineSliceFactory'),
      Particles: require('phaser/src/gameobjects/particles/ParticleEmitterFactory'),
      Rectangle: require('phaser/src/gameobjects/shape/rectangle/RectangleFactory'),
      Text: require('phaser/src/gameobjects/text/TextFactory'),
      Zone: require('phaser/src/gameobjects/zone/ZoneFactory'),
    },
  },
  Geom: { Rectangle: require('phaser/src/geom/rectangle') },
  Input: {
    Events: require('phaser/src/input/events'),
    InputPlugin: require('phaser/src/input/InputPlugin'),
    Pointer: require('phaser/src/input/Pointer'),
  },
  Renderer: Renderer,
  Scale: require('phaser/src/scale'),
  Scene: require('phaser/src/scene/Scene'),
  Scenes: require('phaser/src/scene'),
  Textures: require('phaser/src/textures'),
  Time: require('phaser/src/time'),
  Tweens: require('phaser/src/tweens'),
};

module.exports = Extend(false, Phaser, CONST);
