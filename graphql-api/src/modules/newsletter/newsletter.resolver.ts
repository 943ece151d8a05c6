import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { ADMIN, requireRole, requireUser } from '../auth/roles.js';
import { sessionUserId } from '../auth/session.js';
import { offsetConnection, PagingArgs, readPaging } from '../graph/paging.js';
import { NewsletterTopicEnum, SubscriberStatusEnum } from '../graph/vocabulary.enums.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import { User } from '../users/user.entity.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import { NEWSLETTER_TOPICS, NewsletterService } from './newsletter.service.js';
import { newsletterAnalytics } from './newsletter-analytics.js';
import { NewsletterAnalytics, NewsletterSubscriberConnection, SubscribeInput, SubscriptionResult } from './newsletter.types.js';

/** The REST body's preference flags from a list of topics. */
const preferencesOf = (topics: readonly string[] | null | undefined) =>
  topics == null ? undefined : Object.fromEntries(NEWSLETTER_TOPICS.map((t) => [t, topics.includes(t)]));

/** The newsletter over GraphQL, on the same service (and rules) as the REST calls. */
@Resolver(() => NewsletterSubscriber)
export class NewsletterResolver {
  @Mutation(() => SubscriptionResult, {
    description:
      'Subscribes an address. A signed-in account subscribes its own confirmed address at once; any other subscription waits for the link mailed to the address (PENDING), and changes nothing before.',
  })
  async subscribe(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SubscribeInput, { description: 'The subscription.' }) input: SubscribeInput,
  ): Promise<SubscriptionResult> {
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'newsletter', input.email);
    const userId = sessionUserId(ctx.req);
    const user = userId ? await ctx.em.findOne(User, { id: userId }) : null;
    const body = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      source: input.source,
      preferences: preferencesOf(input.preferences),
    };
    return new NewsletterService(ctx.em, ctx.auth).subscribe(body, user?.emailVerifiedAt ? user.email : null);
  }

  @Mutation(() => SubscriptionResult, {
    description: 'Confirms a subscription from the link mailed to the address: it becomes ACTIVE with the newsletters asked for.',
  })
  async confirmSubscription(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token of the confirmation link.' }) token: string,
  ): Promise<SubscriptionResult> {
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'confirmLink');
    const subscriber = await new NewsletterService(ctx.em, ctx.auth).confirm({ token });
    return { email: subscriber.email, preferences: subscriber.preferences ?? [], status: subscriber.status };
  }

  @Mutation(() => SubscriptionResult, {
    description: "Sets the signed-in account's newsletters (its own address; PENDING until confirmed when the address is not confirmed yet).",
  })
  async updateNewsletterPreferences(
    @Ctx() ctx: GraphQLContext,
    @Arg('preferences', () => [NewsletterTopicEnum], { description: 'The newsletters wanted.' }) preferences: string[],
  ): Promise<SubscriptionResult> {
    const user = await requireUser(ctx.req, ctx.em);
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'newsletter', user.email);
    return new NewsletterService(ctx.em, ctx.auth).subscribe(
      { email: user.email, preferences: preferencesOf(preferences), source: 'preferences' },
      user.emailVerifiedAt ? user.email : null,
    );
  }

  @Mutation(() => Boolean, { description: "Unsubscribes the signed-in account's own address." })
  async unsubscribe(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const user = await requireUser(ctx.req, ctx.em);
    await new NewsletterService(ctx.em, ctx.auth).unsubscribe(user.email);
    return true;
  }

  @Query(() => NewsletterSubscriber, { nullable: true, description: "The signed-in account's own subscription, or null." })
  async mySubscription(@Ctx() ctx: GraphQLContext): Promise<NewsletterSubscriber | null> {
    const user = await requireUser(ctx.req, ctx.em);
    return new NewsletterService(ctx.em, ctx.auth).byEmail(user.email);
  }

  @Query(() => NewsletterSubscriberConnection, {
    nullable: true,
    description: 'Admins only: subscribers, newest first, with a search on email and names and a status filter.',
  })
  async subscribers(
    @Ctx() ctx: GraphQLContext,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Arg('search', () => String, { nullable: true, description: 'Text in the email, first or last name (at most 200 characters).' }) search?: string,
    @Arg('status', () => SubscriberStatusEnum, { nullable: true, description: 'Only subscribers in this state.' }) status?: string,
  ): Promise<NewsletterSubscriberConnection> {
    await requireRole(ctx.req, ctx.em, ADMIN);
    const service = new NewsletterService(ctx.em, ctx.auth);
    return offsetConnection(ctx.auth.cursors, `subscribers:${search ?? ''}:${status ?? 'all'}`, readPaging(paging, 50), (offset, limit) =>
      service.list({ search: search ?? undefined, status: status ?? 'all', offset, limit }),
    );
  }

  @Query(() => NewsletterAnalytics, { nullable: true, description: 'Admins only: the newsletter metrics of the dashboard.' })
  async newsletterAnalytics(@Ctx() ctx: GraphQLContext): Promise<NewsletterAnalytics> {
    await requireRole(ctx.req, ctx.em, ADMIN);
    return newsletterAnalytics(ctx.em);
  }
}
