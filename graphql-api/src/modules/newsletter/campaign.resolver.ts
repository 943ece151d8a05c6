import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { ADMIN, requireRole } from '../auth/roles.js';
import { offsetConnection, PagingArgs, readPaging } from '../graph/paging.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import { CampaignService } from './campaign.service.js';
import { CampaignConnection, CampaignInput, CampaignPreview, CampaignView } from './campaign.types.js';
import { unsubscribeByToken } from './newsletter-links.js';
import { newsletterRuntime } from './newsletter-runtime.js';
import { buildWeeklyDigest } from './weekly-digest.js';

/** Campaigns and the weekly digest for admins, and the unsubscribe link every newsletter mail holds. */
@Resolver(() => CampaignView)
export class CampaignResolver {
  private async admin(ctx: GraphQLContext) {
    const user = await requireRole(ctx.req, ctx.em, ADMIN);
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'campaign', user.id);
    return { user, service: new CampaignService(ctx.em, newsletterRuntime(ctx.auth)) };
  }

  @Query(() => CampaignConnection, { nullable: true, description: 'Admins only: campaigns and weekly digests, newest first, with their state and figures.' })
  async campaigns(@Ctx() ctx: GraphQLContext, @Args(() => PagingArgs) paging: PagingArgs): Promise<CampaignConnection> {
    const { service } = await this.admin(ctx);
    return offsetConnection(ctx.auth.cursors, 'campaigns', readPaging(paging, 20), (offset, limit) => service.list(offset, limit));
  }

  @Query(() => CampaignPreview, { nullable: true, description: 'Admins only: a campaign as its subscribers would get it, without saving it.' })
  async previewCampaign(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CampaignInput, { description: 'The campaign to preview.' }) input: CampaignInput,
  ): Promise<CampaignPreview> {
    return (await this.admin(ctx)).service.preview(input);
  }

  @Query(() => CampaignPreview, {
    nullable: true,
    description: "Admins only: the next 'This Week in History' digest (the events of the seven days from today), as it would go out on its schedule.",
  })
  async weeklyDigestPreview(@Ctx() ctx: GraphQLContext): Promise<CampaignPreview> {
    const { service } = await this.admin(ctx);
    const digest = await buildWeeklyDigest(ctx.em, newsletterRuntime(ctx.auth).settings.publicUrl, new Date());
    return service.preview({ newsletter: 'weeklyDigest', subject: digest.subject, markdown: digest.markdown });
  }

  @Mutation(() => CampaignView, { description: 'Admins only: saves a campaign as a draft.' })
  async createCampaign(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CampaignInput, { description: 'The campaign.' }) input: CampaignInput,
  ): Promise<CampaignView> {
    const { user, service } = await this.admin(ctx);
    return service.create(input, user.id);
  }

  @Mutation(() => Boolean, { description: "Admins only: sends a campaign to the admin's own address at once, marked [Test] (no tracking)." })
  async sendTestCampaign(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: 'The campaign.' }) id: string): Promise<boolean> {
    const { user, service } = await this.admin(ctx);
    return service.sendTest(id, user.email);
  }

  @Mutation(() => CampaignView, {
    description: 'Admins only: queues a draft for every active subscriber of its newsletter (once; a sent campaign is refused).',
  })
  async sendCampaign(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: 'The campaign.' }) id: string): Promise<CampaignView> {
    return (await this.admin(ctx)).service.send(id);
  }

  @Mutation(() => Boolean, { description: 'Unsubscribes the address a newsletter mail went to, from the signed link in that mail (no sign-in needed).' })
  async unsubscribeWithLink(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token of the unsubscribe link.' }) token: string,
  ): Promise<boolean> {
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'newsletterLink');
    await unsubscribeByToken(ctx.em, newsletterRuntime(ctx.auth), token);
    return true;
  }
}
