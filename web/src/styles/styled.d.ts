import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Declaration merging: styled-components' DefaultTheme can only become our theme by an interface
  // that extends it, and such an interface has no members of its own by design.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- see above
  export interface DefaultTheme extends AppTheme {}
}
