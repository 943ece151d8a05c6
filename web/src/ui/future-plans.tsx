import styled from 'styled-components';

/**
 * The tier plan (spec: Explorer free, Creator $9/month, Scholar $19/month): coming soon, nothing
 * to buy yet. Shown by the user menu's Future Features and the sign-in page's ?info=features.
 */
export function FuturePlans() {
  return (
    <Plans>
      <li>
        <strong>Explorer</strong> free: the map, the timeline, search, and publishing your own events. This is your plan.
      </li>
      <li>
        <strong>Creator</strong> $9/month, coming soon: planned tools for people who publish stories often.
      </li>
      <li>
        <strong>Scholar</strong> $19/month, coming soon: planned research tools and data exports.
      </li>
    </Plans>
  );
}

const Plans = styled.ul`
  margin: 0;
  padding-left: 18px;
  li {
    margin-bottom: 8px;
  }
`;
