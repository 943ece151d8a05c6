/** Every entity the ORM knows, in one list. */
import { HistoricalEvent } from '../modules/events/event.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { EventRelationship } from '../modules/relationships/event-relationship.entity.js';
import { LinkFeedback } from '../modules/link-feedback/link-feedback.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { ModerationLogEntry } from '../modules/moderation/moderation-log.entity.js';
import { ContactMessage } from '../modules/contacts/contact-message.entity.js';
import { User } from '../modules/users/user.entity.js';

export const ENTITIES = [HistoricalEvent, EventRelationship, LinkFeedback, User, PasswordResetToken, ModerationLogEntry, ContactMessage, NewsletterSubscriber];
