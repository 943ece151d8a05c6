/** Every entity the ORM knows, in one list. */
import { HistoricalEvent } from '../modules/events/event.entity.js';
import { EventSubmission } from '../modules/events/event-submission.entity.js';
import { EventRevision } from '../modules/events/revisions/event-revision.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { NewsletterConfirmation } from '../modules/newsletter/newsletter-confirmation.entity.js';
import { NewsletterCampaign } from '../modules/newsletter/newsletter-campaign.entity.js';
import { NewsletterDelivery } from '../modules/newsletter/newsletter-delivery.entity.js';
import { NewsletterEngagement } from '../modules/newsletter/newsletter-engagement.entity.js';
import { EventRelationship } from '../modules/relationships/event-relationship.entity.js';
import { LinkFeedback } from '../modules/link-feedback/link-feedback.entity.js';
import { DismissedLinkSuggestion } from '../modules/suggestions/dismissed-link-suggestion.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { EmailVerificationToken } from '../modules/auth/email-verification-token.entity.js';
import { ModerationLogEntry } from '../modules/moderation/moderation-log.entity.js';
import { ContactMessage } from '../modules/contacts/contact-message.entity.js';
import { User } from '../modules/users/user.entity.js';
import { MediaFile } from '../modules/media/media-file.entity.js';
import { Story } from '../modules/stories/story.entity.js';
import { StoryRevision } from '../modules/stories/story-revision.entity.js';

export const ENTITIES = [
  HistoricalEvent,
  EventSubmission,
  EventRevision,
  EventRelationship,
  LinkFeedback,
  DismissedLinkSuggestion,
  User,
  PasswordResetToken,
  EmailVerificationToken,
  ModerationLogEntry,
  ContactMessage,
  NewsletterSubscriber,
  NewsletterConfirmation,
  NewsletterCampaign,
  NewsletterDelivery,
  NewsletterEngagement,
  MediaFile,
  Story,
  StoryRevision,
];
