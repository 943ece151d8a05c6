import { eventProperties, fieldNames, perField } from '../events/event-selection.js';
import type { LinkEnds } from './relationship-loaders.js';

/**
 * What a query reads of the source and target events under the `relationships` field being
 * resolved (null for an end it does not select), so the relationships statement reads them too.
 * Same-named ends are merged (aliases too), so each end's resolver gets at least what it asks for.
 */
export const selectedLinkEnds = perField((info, selections): LinkEnds => {
  const fields = fieldNames(info, selections);
  const end = (name: string) => {
    const under = fields.get(name);
    return under ? eventProperties(info, under) : null;
  };
  return { source: end('source'), target: end('target') };
});
