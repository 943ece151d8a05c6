import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { ADMIN, requireRole } from '../auth/roles.js';
import { connectionOf } from '../graph/connection.type.js';
import { offsetConnection, PagingArgs, readPaging } from '../graph/paging.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactsService } from './contacts.service.js';

export const ContactMessageConnection = connectionOf(ContactMessage, 'ContactMessage', 'contact message');
export type ContactMessageConnection = InstanceType<typeof ContactMessageConnection>;

@Resolver(() => ContactMessage)
export class ContactsResolver {
  @Query(() => ContactMessageConnection, { nullable: true, description: 'Admins only: messages sent through the contact form, newest first.' })
  async contactMessages(@Ctx() { em, req, auth }: GraphQLContext, @Args(() => PagingArgs) paging: PagingArgs): Promise<ContactMessageConnection> {
    await requireRole(req, em, ADMIN);
    return offsetConnection(auth.cursors, 'contact-messages', readPaging(paging, 50), (offset, limit) => new ContactsService(em).list({ offset, limit }));
  }
}
