import DataLoader from 'dataloader';
import { Field, ID, ObjectType } from 'type-graphql';
import { isUuid } from '../../../lib/uuid.js';
import { UserRoleEnum } from '../../graph/vocabulary.enums.js';
import type { LoaderFactory } from '../../shared/request-loaders.js';
import { User } from '../../users/user.entity.js';

/** Who made a change, as the history shows them to everyone: no email address, a short name. */
@ObjectType('RevisionActor', { description: 'Who made a change or sent a submission.', simpleResolvers: true })
export class RevisionActor {
  @Field(() => ID, { description: 'Account id.' })
  id!: string;

  @Field(() => String, { description: "The first name and the last name's initial ('Ada L.'), or 'Account 1a2b' for an account without a name." })
  name!: string;

  @Field(() => UserRoleEnum, { description: "The account's role now." })
  role!: string;
}

export function actorName(user: Pick<User, 'id' | 'firstName' | 'lastName'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first) return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
  if (last) return last;
  return `Account ${user.id.slice(0, 4)}`;
}

export const asActor = (user: Pick<User, 'id' | 'firstName' | 'lastName' | 'role'>): RevisionActor => ({ id: user.id, name: actorName(user), role: user.role });

/** Accounts by id, batched per request: null for an id that names none (an account deleted since). */
export const actorById: LoaderFactory<DataLoader<string, RevisionActor | null>> = ({ em }) =>
  new DataLoader(async (ids) => {
    const valid = ids.filter(isUuid);
    const users = valid.length ? await em().find(User, { id: { $in: valid } }, { fields: ['id', 'firstName', 'lastName', 'role'] }) : [];
    const byId = new Map(users.map((u) => [u.id, asActor(u)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
