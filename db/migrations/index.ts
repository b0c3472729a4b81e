// Every migration, in order. Listed statically so the migrator works the same in scripts, tests and
// bundled functions (no directory scanning at run time).
import type { Migration } from 'kysely/migration';
import * as initial from './2026_11_22_0001_initial.ts';
import * as consentRecordIds from './2026_11_23_1000_consent_record_ids.ts';
import * as accountTokens from './2026_11_23_1100_account_tokens_and_session_details.ts';
import * as brandPersonas from './2026_11_23_1500_brand_personas.ts';
import * as adminSecurity from './2026_11_23_1700_admin_security.ts';
import * as dropSessionData from './2026_11_23_1800_drop_session_data.ts';
import * as auditEventsByAccount from './2026_11_25_1000_audit_events_by_account.ts';
import * as passkeys from './2026_11_27_1000_passkeys.ts';
import * as sessionFactors from './2026_11_28_1000_session_factors.ts';
import * as applicationLaunches from './2026_11_28_1200_application_launches.ts';
import * as briefings from './2026_11_28_1200_briefings.ts';
import * as webVitals from './2026_11_28_1300_web_vitals.ts';
import * as usersListingOrder from './2026_11_28_1900_users_listing_order.ts';
import * as sessionFactorKind from './2026_12_07_1000_session_factor_kind.ts';
import * as briefingDeliveryStates from './2026_12_07_1100_briefing_delivery_states.ts';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_23_1000_consent_record_ids': consentRecordIds,
  '2026_11_23_1100_account_tokens_and_session_details': accountTokens,
  '2026_11_23_1500_brand_personas': brandPersonas,
  '2026_11_23_1700_admin_security': adminSecurity,
  '2026_11_23_1800_drop_session_data': dropSessionData,
  '2026_11_25_1000_audit_events_by_account': auditEventsByAccount,
  '2026_11_27_1000_passkeys': passkeys,
  '2026_11_28_1000_session_factors': sessionFactors,
  '2026_11_28_1200_application_launches': applicationLaunches,
  '2026_11_28_1200_briefings': briefings,
  '2026_11_28_1300_web_vitals': webVitals,
  '2026_11_28_1900_users_listing_order': usersListingOrder,
  '2026_12_07_1000_session_factor_kind': sessionFactorKind,
  '2026_12_07_1100_briefing_delivery_states': briefingDeliveryStates,
};

export const latestMigration = Object.keys(migrations).at(-1)!;
