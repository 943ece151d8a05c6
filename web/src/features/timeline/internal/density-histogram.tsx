import { memo } from 'react';
import styled from 'styled-components';

/**
 * Bars of event density behind the timeline track. Heights use a square-root scale so that the
 * sparse ancient centuries stay visible next to the crowded modern ones.
 */
export const DensityHistogram = memo(function DensityHistogram({ bins }: { bins: Uint32Array }) {
  const max = Math.max(1, ...bins);
  const width = 100 / bins.length;
  return (
    <Svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden data-testid="density-histogram">
      {Array.from(bins, (count, i) =>
        count === 0 ? null : <rect key={i} x={i * width} width={width * 0.9} y={100 - Math.sqrt(count / max) * 100} height={Math.sqrt(count / max) * 100} />,
      )}
    </Svg>
  );
});

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 26px;
  margin-bottom: 2px;
  fill: ${({ theme }) => theme.colors.accent};
  opacity: 0.45;
`;
