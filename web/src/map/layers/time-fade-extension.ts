/**
 * Fades events by time on the GPU, from one year uniform, so a timeline tick stays uniforms only:
 *
 * - An uncertain date (EDTF: `15XX`, `1066/1071`, `1450~` spans) fades in across the years its start
 *   may fall in and out across the years its end may fall in, instead of switching on at a guessed
 *   year. Which events count as visible does not change (the spec's rules, DataFilterExtension's
 *   hard ranges and the visible count); only how strongly they are drawn.
 * - While the year is moving (playback, a drag), an event newly in or about to leave its window
 *   fades over the last step instead of popping; when the year rests, everything is drawn whole.
 *
 * Why not DataFilterExtension's soft range: its fade width is one number for all events, while an
 * uncertain span has a width of its own per event, and its soft edge draws an event at its first
 * visible year with no opacity at all. Both fades here keep a floor, so no visible event vanishes.
 */
import { LayerExtension, type Layer } from '@deck.gl/core';

/** The year and the motion the fades follow, moved in place by the time range (no new props). */
export interface TimeFade {
  year: number;
  /** Years of the last step while the year moves, 0 when it rests. */
  window: number;
  /** Off while searching: every time is shown then. */
  enabled: boolean;
}

export interface TimeFadeExtensionProps {
  timeFade?: TimeFade;
  /** Per row: visibleFrom, visibleTo, the last year the start may fall in, the first year the end may fall in (shifted to the window). */
  getTimeFade?: unknown;
}

type TimeFadeUniforms = {
  enabled: boolean;
  year: number;
  window: number;
};

const uniformBlock = /* glsl */ `\
layout(std140) uniform timeFadeUniforms {
  bool enabled;
  float year;
  float window;
} timeFade;
`;

/** The least share of its opacity a visible event keeps while it fades. */
const SPAN_FLOOR = 0.25;
const MOTION_FLOOR = 0.4;

const timeFadeModule = {
  name: 'timeFade',
  vs: `${uniformBlock}
in vec4 timeFadeSpans;
float timeFade_alpha() {
  if (!timeFade.enabled) return 1.0;
  vec4 s = timeFadeSpans;
  float y = timeFade.year;
  float fadeIn = s.z > s.x ? mix(${SPAN_FLOOR}, 1.0, clamp((y - s.x) / (s.z - s.x), 0.0, 1.0)) : 1.0;
  float fadeOut = s.y > s.w ? mix(${SPAN_FLOOR}, 1.0, clamp((s.y - y) / (s.y - s.w), 0.0, 1.0)) : 1.0;
  float motion = timeFade.window > 0.0 ? mix(${MOTION_FLOOR}, 1.0, clamp(min(y - s.x, s.y - y) / timeFade.window, 0.0, 1.0)) : 1.0;
  return fadeIn * fadeOut * motion;
}
`,
  fs: uniformBlock,
  inject: {
    'vs:DECKGL_FILTER_COLOR': 'color.a *= timeFade_alpha();',
  },
  uniformTypes: { enabled: 'i32', year: 'f32', window: 'f32' },
};

const RESTING: TimeFade = { year: 0, window: 0, enabled: false };

export class TimeFadeExtension extends LayerExtension {
  static override extensionName = 'TimeFadeExtension';
  static override defaultProps = { timeFade: { type: 'object', value: RESTING, compare: false }, getTimeFade: { type: 'accessor', value: [0, 0, 0, 0] } };

  override getShaders(this: Layer<TimeFadeExtensionProps>) {
    return { modules: [timeFadeModule] };
  }

  override initializeState(this: Layer<TimeFadeExtensionProps>) {
    this.getAttributeManager()?.addInstanced({ timeFadeSpans: { size: 4, accessor: 'getTimeFade', defaultValue: [0, 0, 0, 0] } });
  }

  override draw(this: Layer<TimeFadeExtensionProps>) {
    const fade = this.props.timeFade ?? RESTING;
    const uniforms: TimeFadeUniforms = { enabled: fade.enabled, year: fade.year, window: fade.window };
    this.setShaderModuleProps({ timeFade: uniforms });
  }
}
