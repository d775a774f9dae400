import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { FamilyFromLink as FamilyFromLink_c309f29526d9d543f0e4b481d33428b3 } from '../../../../src/components/admin/FamilyFromLink.client'
import { OptionalLabel as OptionalLabel_6f98820184186addf06b90beaabb1b56 } from '../../../../src/components/admin/OptionalLabel.client'
import { AddressError as AddressError_26de3f566b500b1188a0f94d7932f576 } from '../../../../src/components/admin/AddressError.client'
import { PublicAddress as PublicAddress_5c603d125463f285d1f023826bee9823 } from '../../../../src/components/admin/PublicAddress'
import { StuckRowRescue as StuckRowRescue_143a6d7887cd4da1c22a0d86f6cde126 } from '../../../../src/components/admin/StuckRowRescue.client'
import { ContentCheckPanel as ContentCheckPanel_299c8a914c93913d2717c98ee082cb89 } from '../../../../src/components/admin/ContentCheckPanel.client'
import { CanvasBridge as CanvasBridge_1d48a1d3dcfc340e5c1e8097fe5e0b00 } from '../../../../src/components/canvas/CanvasBridge.client'
import { SectionUsage as SectionUsage_643f67bee04a1ac6676e3452acefa400 } from '../../../../src/components/admin/SectionUsage'
import { ReleaseActions as ReleaseActions_b69ce4e797ebba2cc9fd5bad5eb11f89 } from '../../../../src/components/admin/ReleaseActions'
import { ImportReleaseNote as ImportReleaseNote_dddc5db28f1ad6dee6d2e1ee95ba83c7 } from '../../../../src/components/admin/ImportReleaseNote.client'
import { ArrayRowLabel as ArrayRowLabel_dbfe9b2d28c2d9b68c1c1f65d7f0865a } from '../../../../src/components/admin/ArrayRowLabel.client'
import { RetryDelivery as RetryDelivery_1fb91e055b83d0a87babbf9144bd8703 } from '../../../../src/components/admin/RetryDelivery.client'
import { AnalyticsSummary as AnalyticsSummary_6f2c8886e1f6c226b37807ff78671b84 } from '../../../../src/components/admin/AnalyticsSummary'
import { ExperimentResults as ExperimentResults_729f04788239d7c509e9c6e486def955 } from '../../../../src/components/admin/ExperimentResults'
import { ReusableSectionTools as ReusableSectionTools_55aaf5451f734027ef581a40cce72e40 } from '../../../../src/components/admin/ReusableSectionTools.client'
import { ExperimentFields as ExperimentFields_8303b54c9134522d58a0e953b3c1ef6b } from '../../../../src/components/admin/ExperimentFields.client'
import { BlockRowLabel as BlockRowLabel_96a803494ce08045dfc8dd1a018f2f12 } from '../../../../src/components/admin/BlockRowLabel.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IconPicker as IconPicker_fb478b08b85b03ed5721be99c51d0677 } from '../../../../src/components/admin/IconPicker.client'
import { PriceRowLabel as PriceRowLabel_9650b8e7fdffe79e192f0740c4e07c4f } from '../../../../src/components/admin/PriceRowLabel.client'
import { AdminIcon as AdminIcon_83a4e0f4639e3b4413a9f9b7c1f29385 } from '../../../../src/components/admin/AdminBrand'
import { AdminLogo as AdminLogo_83a4e0f4639e3b4413a9f9b7c1f29385 } from '../../../../src/components/admin/AdminBrand'
import { StartHere as StartHere_716c874941cca47dd559722dfbc1fde3 } from '../../../../src/components/admin/StartHere'
import { DeliveriesSummary as DeliveriesSummary_3b3989afc14a69c4050b461191661f8e } from '../../../../src/components/admin/DeliveriesSummary'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/components/admin/FamilyFromLink.client#FamilyFromLink": FamilyFromLink_c309f29526d9d543f0e4b481d33428b3,
  "/src/components/admin/OptionalLabel.client#OptionalLabel": OptionalLabel_6f98820184186addf06b90beaabb1b56,
  "/src/components/admin/AddressError.client#AddressError": AddressError_26de3f566b500b1188a0f94d7932f576,
  "/src/components/admin/PublicAddress#PublicAddress": PublicAddress_5c603d125463f285d1f023826bee9823,
  "/src/components/admin/StuckRowRescue.client#StuckRowRescue": StuckRowRescue_143a6d7887cd4da1c22a0d86f6cde126,
  "/src/components/admin/ContentCheckPanel.client#ContentCheckPanel": ContentCheckPanel_299c8a914c93913d2717c98ee082cb89,
  "/src/components/canvas/CanvasBridge.client#CanvasBridge": CanvasBridge_1d48a1d3dcfc340e5c1e8097fe5e0b00,
  "/src/components/admin/SectionUsage#SectionUsage": SectionUsage_643f67bee04a1ac6676e3452acefa400,
  "/src/components/admin/ReleaseActions#ReleaseActions": ReleaseActions_b69ce4e797ebba2cc9fd5bad5eb11f89,
  "/src/components/admin/ImportReleaseNote.client#ImportReleaseNote": ImportReleaseNote_dddc5db28f1ad6dee6d2e1ee95ba83c7,
  "/src/components/admin/ArrayRowLabel.client#ArrayRowLabel": ArrayRowLabel_dbfe9b2d28c2d9b68c1c1f65d7f0865a,
  "/src/components/admin/RetryDelivery.client#RetryDelivery": RetryDelivery_1fb91e055b83d0a87babbf9144bd8703,
  "/src/components/admin/AnalyticsSummary#AnalyticsSummary": AnalyticsSummary_6f2c8886e1f6c226b37807ff78671b84,
  "/src/components/admin/ExperimentResults#ExperimentResults": ExperimentResults_729f04788239d7c509e9c6e486def955,
  "/src/components/admin/ReusableSectionTools.client#ReusableSectionTools": ReusableSectionTools_55aaf5451f734027ef581a40cce72e40,
  "/src/components/admin/ExperimentFields.client#ExperimentFields": ExperimentFields_8303b54c9134522d58a0e953b3c1ef6b,
  "/src/components/admin/BlockRowLabel.client#BlockRowLabel": BlockRowLabel_96a803494ce08045dfc8dd1a018f2f12,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/IconPicker.client#IconPicker": IconPicker_fb478b08b85b03ed5721be99c51d0677,
  "/src/components/admin/PriceRowLabel.client#PriceRowLabel": PriceRowLabel_9650b8e7fdffe79e192f0740c4e07c4f,
  "/src/components/admin/AdminBrand#AdminIcon": AdminIcon_83a4e0f4639e3b4413a9f9b7c1f29385,
  "/src/components/admin/AdminBrand#AdminLogo": AdminLogo_83a4e0f4639e3b4413a9f9b7c1f29385,
  "/src/components/admin/StartHere#StartHere": StartHere_716c874941cca47dd559722dfbc1fde3,
  "/src/components/admin/DeliveriesSummary#DeliveriesSummary": DeliveriesSummary_3b3989afc14a69c4050b461191661f8e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24
}
