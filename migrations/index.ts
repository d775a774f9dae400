import * as migration_20261121_213126_initial from './20261121_213126_initial';
import * as migration_20261121_214705_site_settings_env_hosts from './20261121_214705_site_settings_env_hosts';
import * as migration_20261121_222106_header_variant_from_flag from './20261121_222106_header_variant_from_flag';
import * as migration_20261121_224432_seo_noindex from './20261121_224432_seo_noindex';
import * as migration_20261121_225909_redirects from './20261121_225909_redirects';
import * as migration_20261122_002703_site_settings_exchange_rates from './20261122_002703_site_settings_exchange_rates';
import * as migration_20261122_004017_subscriptions_and_forwarding from './20261122_004017_subscriptions_and_forwarding';
import * as migration_20261122_010004_conversion_and_abuse_reports from './20261122_010004_conversion_and_abuse_reports';
import * as migration_20261122_010705_pricing_tables from './20261122_010705_pricing_tables';
import * as migration_20261122_011746_voice_ai_and_number_inventory from './20261122_011746_voice_ai_and_number_inventory';
import * as migration_20261122_012614_marketing_forms_and_legal_page_forms from './20261122_012614_marketing_forms_and_legal_page_forms';
import * as migration_20261122_013626_analytics_events from './20261122_013626_analytics_events';
import * as migration_20261122_031909_block_experiments from './20261122_031909_block_experiments';
import * as migration_20261122_041233_sign_up_attempts from './20261122_041233_sign_up_attempts';
import * as migration_20261122_062008_resources_category_voice_ai_website from './20261122_062008_resources_category_voice_ai_website';
import * as migration_20261124_050500_inline_rich_text from './20261124_050500_inline_rich_text';
import * as migration_20261124_063512_one_page_model from './20261124_063512_one_page_model';
import * as migration_20261124_101858_issue15_double_opt_in_and_delivery_reservations from './20261124_101858_issue15_double_opt_in_and_delivery_reservations';
import * as migration_20261124_121754_content_corrections from './20261124_121754_content_corrections';
import * as migration_20261124_130426_article_author from './20261124_130426_article_author';
import * as migration_20261125_003156_form_ids_kebab_case from './20261125_003156_form_ids_kebab_case';
import * as migration_20261126_134707_delivery_failed_at from './20261126_134707_delivery_failed_at';
import * as migration_20261126_174238_s3_object_key from './20261126_174238_s3_object_key';
import * as migration_20261128_063949_experiment_goal from './20261128_063949_experiment_goal';
import * as migration_20261128_092453_reusable_sections from './20261128_092453_reusable_sections';
import * as migration_20261128_100902_experiment_click_goal from './20261128_100902_experiment_click_goal';
import * as migration_20261128_103452_campaign_releases from './20261128_103452_campaign_releases';
import * as migration_20261128_104820_release_schedule from './20261128_104820_release_schedule';
import * as migration_20261128_124909_releases_site_parts from './20261128_124909_releases_site_parts';
import * as migration_20261128_152836_price_list_one_source from './20261128_152836_price_list_one_source';
import * as migration_20261128_194557_messaging_countries_volume_tiers from './20261128_194557_messaging_countries_volume_tiers';

export const migrations = [
  {
    up: migration_20261121_213126_initial.up,
    down: migration_20261121_213126_initial.down,
    name: '20261121_213126_initial',
  },
  {
    up: migration_20261121_214705_site_settings_env_hosts.up,
    down: migration_20261121_214705_site_settings_env_hosts.down,
    name: '20261121_214705_site_settings_env_hosts',
  },
  {
    up: migration_20261121_222106_header_variant_from_flag.up,
    down: migration_20261121_222106_header_variant_from_flag.down,
    name: '20261121_222106_header_variant_from_flag',
  },
  {
    up: migration_20261121_224432_seo_noindex.up,
    down: migration_20261121_224432_seo_noindex.down,
    name: '20261121_224432_seo_noindex',
  },
  {
    up: migration_20261121_225909_redirects.up,
    down: migration_20261121_225909_redirects.down,
    name: '20261121_225909_redirects',
  },
  {
    up: migration_20261122_002703_site_settings_exchange_rates.up,
    down: migration_20261122_002703_site_settings_exchange_rates.down,
    name: '20261122_002703_site_settings_exchange_rates',
  },
  {
    up: migration_20261122_004017_subscriptions_and_forwarding.up,
    down: migration_20261122_004017_subscriptions_and_forwarding.down,
    name: '20261122_004017_subscriptions_and_forwarding',
  },
  {
    up: migration_20261122_010004_conversion_and_abuse_reports.up,
    down: migration_20261122_010004_conversion_and_abuse_reports.down,
    name: '20261122_010004_conversion_and_abuse_reports',
  },
  {
    up: migration_20261122_010705_pricing_tables.up,
    down: migration_20261122_010705_pricing_tables.down,
    name: '20261122_010705_pricing_tables',
  },
  {
    up: migration_20261122_011746_voice_ai_and_number_inventory.up,
    down: migration_20261122_011746_voice_ai_and_number_inventory.down,
    name: '20261122_011746_voice_ai_and_number_inventory',
  },
  {
    up: migration_20261122_012614_marketing_forms_and_legal_page_forms.up,
    down: migration_20261122_012614_marketing_forms_and_legal_page_forms.down,
    name: '20261122_012614_marketing_forms_and_legal_page_forms',
  },
  {
    up: migration_20261122_013626_analytics_events.up,
    down: migration_20261122_013626_analytics_events.down,
    name: '20261122_013626_analytics_events',
  },
  {
    up: migration_20261122_031909_block_experiments.up,
    down: migration_20261122_031909_block_experiments.down,
    name: '20261122_031909_block_experiments',
  },
  {
    up: migration_20261122_041233_sign_up_attempts.up,
    down: migration_20261122_041233_sign_up_attempts.down,
    name: '20261122_041233_sign_up_attempts',
  },
  {
    up: migration_20261122_062008_resources_category_voice_ai_website.up,
    down: migration_20261122_062008_resources_category_voice_ai_website.down,
    name: '20261122_062008_resources_category_voice_ai_website',
  },
  {
    up: migration_20261124_050500_inline_rich_text.up,
    down: migration_20261124_050500_inline_rich_text.down,
    name: '20261124_050500_inline_rich_text',
  },
  {
    up: migration_20261124_063512_one_page_model.up,
    down: migration_20261124_063512_one_page_model.down,
    name: '20261124_063512_one_page_model',
  },
  {
    up: migration_20261124_101858_issue15_double_opt_in_and_delivery_reservations.up,
    down: migration_20261124_101858_issue15_double_opt_in_and_delivery_reservations.down,
    name: '20261124_101858_issue15_double_opt_in_and_delivery_reservations',
  },
  {
    up: migration_20261124_121754_content_corrections.up,
    down: migration_20261124_121754_content_corrections.down,
    name: '20261124_121754_content_corrections',
  },
  {
    up: migration_20261124_130426_article_author.up,
    down: migration_20261124_130426_article_author.down,
    name: '20261124_130426_article_author',
  },
  {
    up: migration_20261125_003156_form_ids_kebab_case.up,
    down: migration_20261125_003156_form_ids_kebab_case.down,
    name: '20261125_003156_form_ids_kebab_case',
  },
  {
    up: migration_20261126_134707_delivery_failed_at.up,
    down: migration_20261126_134707_delivery_failed_at.down,
    name: '20261126_134707_delivery_failed_at',
  },
  {
    up: migration_20261126_174238_s3_object_key.up,
    down: migration_20261126_174238_s3_object_key.down,
    name: '20261126_174238_s3_object_key',
  },
  {
    up: migration_20261128_063949_experiment_goal.up,
    down: migration_20261128_063949_experiment_goal.down,
    name: '20261128_063949_experiment_goal',
  },
  {
    up: migration_20261128_092453_reusable_sections.up,
    down: migration_20261128_092453_reusable_sections.down,
    name: '20261128_092453_reusable_sections',
  },
  {
    up: migration_20261128_100902_experiment_click_goal.up,
    down: migration_20261128_100902_experiment_click_goal.down,
    name: '20261128_100902_experiment_click_goal',
  },
  {
    up: migration_20261128_103452_campaign_releases.up,
    down: migration_20261128_103452_campaign_releases.down,
    name: '20261128_103452_campaign_releases',
  },
  {
    up: migration_20261128_104820_release_schedule.up,
    down: migration_20261128_104820_release_schedule.down,
    name: '20261128_104820_release_schedule',
  },
  {
    up: migration_20261128_124909_releases_site_parts.up,
    down: migration_20261128_124909_releases_site_parts.down,
    name: '20261128_124909_releases_site_parts',
  },
  {
    up: migration_20261128_152836_price_list_one_source.up,
    down: migration_20261128_152836_price_list_one_source.down,
    name: '20261128_152836_price_list_one_source',
  },
  {
    up: migration_20261128_194557_messaging_countries_volume_tiers.up,
    down: migration_20261128_194557_messaging_countries_volume_tiers.down,
    name: '20261128_194557_messaging_countries_volume_tiers'
  },
];
