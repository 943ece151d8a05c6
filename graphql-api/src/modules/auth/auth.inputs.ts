import { z } from 'zod';
import { emailField } from '../../lib/zod-violations.js';
import { MIN_PASSWORD_LENGTH } from './password.js';

const email = emailField('email is required');

export const LoginInputSchema = z.object({
  email,
  password: z.string({ message: 'password is required' }).min(1, 'password is required').max(1000, 'password is too long'),
});

export const RegisterInputSchema = z.object({
  email,
  password: z
    .string({ message: 'password is required' })
    .min(MIN_PASSWORD_LENGTH, `password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(1000, 'password is too long'),
  firstName: z.string().trim().max(100, 'firstName is too long').optional().nullable(),
  lastName: z.string().trim().max(100, 'lastName is too long').optional().nullable(),
  subscribeToNewsletter: z.boolean().optional().default(false),
});

export const ForgotPasswordInputSchema = z.object({ email });

export const ResetPasswordInputSchema = z.object({
  token: z.string({ message: 'token is required' }).min(20, 'the reset link is not valid').max(200, 'the reset link is not valid'),
  password: RegisterInputSchema.shape.password,
});

export type LoginInput = z.infer<typeof LoginInputSchema>;
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const UpdateAccountInputSchema = z.object({
  firstName: z.string().trim().max(100, 'firstName is too long').nullish(),
  lastName: z.string().trim().max(100, 'lastName is too long').nullish(),
  email: email.optional(),
  /** Needed to change the email or the password. */
  currentPassword: z.string().max(1000).optional(),
  newPassword: RegisterInputSchema.shape.password.optional(),
});
