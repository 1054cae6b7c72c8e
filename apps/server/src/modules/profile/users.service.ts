import { billingInfoIssues, type Licence, type Me, type UpdateMeRequest } from '@adatlas/domain/auth';
import type { Language } from '@adatlas/domain/languages';
import { applySelfServiceTags } from '@adatlas/domain/registration';
import type { Kysely, Updateable } from 'kysely';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { CoreDatabase, UsersTable } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import { toLicence, toMe } from './users.mapper.ts';
import { findLicenceRows, findPluginRows, getUserRow, updateUserRow } from './users.repository.ts';

export interface UsersService {
  /** The user as the API shows it, with the whole licence; throws NOT_FOUND. */
  getMe(userId: number): Promise<Me>;
  getLicence(userId: number): Promise<Licence>;
  updateMe(ctx: RequestContext, changes: UpdateMeRequest): Promise<Me>;
  /** The language the server writes the caller's mails in (the header's language switcher). */
  updateLanguage(ctx: RequestContext, language: Language): Promise<{ language: Language }>;
}

export function createUsersService(deps: { core: Kysely<CoreDatabase>; secretBox: SecretBox }): UsersService {
  const { core } = deps;
  const getLicence = async (userId: number) => {
    const [licenceRows, pluginRows] = await Promise.all([
      findLicenceRows(core, userId),
      findPluginRows(core, userId),
    ]);
    return toLicence(licenceRows, pluginRows);
  };
  const getMe = async (userId: number) => {
    const user = await getUserRow(core, userId);
    if (!user) throw new AppError('NOT_FOUND', `No user ${userId}`);
    return toMe(user, await getLicence(userId));
  };
  return {
    getMe,
    getLicence,
    async updateMe(ctx, changes) {
      const user = requireUser(ctx);
      const issues = changes.billingInfo ? billingInfoIssues(changes.billingInfo) : [];
      if (issues.length > 0) throw new AppError('VALIDATION_ERROR', 'Invalid billing info', issues);
      const update: Updateable<UsersTable> = { modified_at: ctx.now };
      if (changes.name !== undefined) update.name = changes.name;
      if (changes.surname !== undefined) update.surname = changes.surname;
      if (changes.profile !== undefined) update.profile = changes.profile;
      if (changes.billingInfo !== undefined) update.billing_info = changes.billingInfo;
      if (changes.weeklyUpdateEmailSettings !== undefined)
        update.weekly_update_settings = changes.weeklyUpdateEmailSettings;
      if (changes.tags !== undefined) {
        const current = await getUserRow(core, user.id);
        update.tags = applySelfServiceTags(current?.tags ?? [], changes.tags);
      }
      if (changes.mailerIntegration !== undefined) {
        update.mailer_username = changes.mailerIntegration.username;
        update.mailer_password_enc = deps.secretBox.seal(changes.mailerIntegration.password);
      }
      await updateUserRow(core, user.id, update);
      return getMe(user.id);
    },
    async updateLanguage(ctx, language) {
      await updateUserRow(core, requireUser(ctx).id, { language, modified_at: ctx.now });
      return { language };
    },
  };
}
