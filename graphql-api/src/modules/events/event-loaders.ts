import { rowsById } from '../shared/request-loaders.js';
import { HistoricalEvent } from './event.entity.js';

/** Events by id, batched per request (`loaders.get(eventById)`): null for an id that names none. */
export const eventById = rowsById(HistoricalEvent);
