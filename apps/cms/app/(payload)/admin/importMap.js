import { MediaIdField as MediaIdField_1d4729fa57c6ffb9f7945c805a0c3e9c } from '../../../src/components/MediaIdField'
import { KeepSaveRefusals as KeepSaveRefusals_5b1e0c7f2a9d4e6b8c3f1a0d9e7b6c5a } from '../../../src/components/KeepSaveRefusals'
import { IconField as IconField_4d0759270c0373d84878ed6876208119 } from '../../../src/components/IconField'
import { RouteKeyField as RouteKeyField_d38d1ee18770117133da0c6013c6de50 } from '../../../src/components/RouteKeyField'
import { LiveStatus as LiveStatus_39957a026c6a4da839b26b755dcd0417 } from '../../../src/components/LiveStatus'
import { RemovalStatus as RemovalStatus_6f1c2a9e4b7d4c3a8e5f0b1d2c3a4e5f } from '../../../src/components/RemovalStatus'
import { ScheduledCell as ScheduledCell_7c1e4b9a2d8f4e3a9b6c5d0e1f2a3b4c } from '../../../src/components/ScheduledCell'
import { SchedulePublishButton as SchedulePublishButton_3f8a2c6e9b1d4a7e8c5b2d9f0a1e6c3b } from '../../../src/components/SchedulePublish'
import { AdminAccessibility as AdminAccessibility_92682d9060fdf90f78a29d14c8df4cfa } from '../../../src/components/AdminAccessibility'
import { AdminLogo as AdminLogo_42af45a2e169122dea8a98337d41efda } from '../../../src/components/Brand'
import { AdminIcon as AdminIcon_42af45a2e169122dea8a98337d41efda } from '../../../src/components/Brand'
import { CopyDescription as CopyDescription_7d3e9a1c5b2f4a6e8d0c1b3a5f7e9d2c } from '../../../src/components/CopyDescription'
import { NewFileTitle as NewFileTitle_4c8b2e6a0d1f3e5a7b9c2d4e6f8a0b1c } from '../../../src/components/NewFileTitle'
import { ItemLabel as ItemLabel_ec8f10383fc7f97950241ac236b822dd } from '../../../src/components/ItemLabel'
import { BackOfficeLinks as BackOfficeLinks_a33f9b10d9eeed24c4e6c7649b1c0ae6 } from '../../../src/components/BackOfficeLinks'
import { PvLanding as PvLanding_586a8d0e5aa8c7a28d3d20725d66b0b5 } from '../../../src/components/PvLanding'
import { CaseClocks as CaseClocks_c34809c9149f7568a00b6c1c7cdcfa44 } from '../../../src/views/CaseClocks'
import { BuildStatus as BuildStatus_8e46b28838d2e01b4fb58932010f7415 } from '../../../src/components/BuildStatus'
import { CasesView as CasesView_a09e86f4a5ea0d982f67faf2b97211aa } from '../../../src/views/BackOfficeView'
import { ApplicationsView as ApplicationsView_a09e86f4a5ea0d982f67faf2b97211aa } from '../../../src/views/BackOfficeView'
import { SurveyResultsView as SurveyResultsView_a09e86f4a5ea0d982f67faf2b97211aa } from '../../../src/views/BackOfficeView'
import { SecondFactorView as SecondFactorView_a09e86f4a5ea0d982f67faf2b97211aa } from '../../../src/views/BackOfficeView'
import { SessionWatch as SessionWatch_1d6ca71d6a2873f8d3caa3fa3d342a02 } from '../../../src/components/SessionWatch'
import { KeepUnsaved as KeepUnsaved_d81c9ed60c34d7497e7feb0e49372e71 } from '../../../src/components/KeepUnsaved'
import { SessionEnded as SessionEnded_3df5e06bbad27cef84c16b9c0453b742 } from '../../../src/components/SessionEnded'
import { SectionLabel as SectionLabel_2b7e1c4d9a3f4e8b9c6d5a0f1e2b3c4d } from '../../../src/components/SectionLabel'
import { PageAddressCell as PageAddressCell_5d3a9e1f7c2b4a6e8d0f1b2c3a4e5f6a } from '../../../src/components/PageAddressCell'
import { FileSizeCell as FileSizeCell_8a1f2e3d4c5b6a7e9f0d1c2b3a4e5f6b } from '../../../src/components/FileSizeCell'
import { RevertMenuItem as RevertMenuItem_4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b } from '../../../src/components/RevertMenuItem'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/MediaIdField#MediaIdField": MediaIdField_1d4729fa57c6ffb9f7945c805a0c3e9c,
  "/components/KeepSaveRefusals#KeepSaveRefusals": KeepSaveRefusals_5b1e0c7f2a9d4e6b8c3f1a0d9e7b6c5a,
  "/components/IconField#IconField": IconField_4d0759270c0373d84878ed6876208119,
  "/components/RouteKeyField#RouteKeyField": RouteKeyField_d38d1ee18770117133da0c6013c6de50,
  "/components/LiveStatus#LiveStatus": LiveStatus_39957a026c6a4da839b26b755dcd0417,
  "/components/RemovalStatus#RemovalStatus": RemovalStatus_6f1c2a9e4b7d4c3a8e5f0b1d2c3a4e5f,
  "/components/ScheduledCell#ScheduledCell": ScheduledCell_7c1e4b9a2d8f4e3a9b6c5d0e1f2a3b4c,
  "/components/SchedulePublish#SchedulePublishButton": SchedulePublishButton_3f8a2c6e9b1d4a7e8c5b2d9f0a1e6c3b,
  "/components/AdminAccessibility#AdminAccessibility": AdminAccessibility_92682d9060fdf90f78a29d14c8df4cfa,
  "/components/Brand#AdminLogo": AdminLogo_42af45a2e169122dea8a98337d41efda,
  "/components/Brand#AdminIcon": AdminIcon_42af45a2e169122dea8a98337d41efda,
  "/components/CopyDescription#CopyDescription": CopyDescription_7d3e9a1c5b2f4a6e8d0c1b3a5f7e9d2c,
  "/components/NewFileTitle#NewFileTitle": NewFileTitle_4c8b2e6a0d1f3e5a7b9c2d4e6f8a0b1c,
  "/components/ItemLabel#ItemLabel": ItemLabel_ec8f10383fc7f97950241ac236b822dd,
  "/components/BackOfficeLinks#BackOfficeLinks": BackOfficeLinks_a33f9b10d9eeed24c4e6c7649b1c0ae6,
  "/components/PvLanding#PvLanding": PvLanding_586a8d0e5aa8c7a28d3d20725d66b0b5,
  "/views/CaseClocks#CaseClocks": CaseClocks_c34809c9149f7568a00b6c1c7cdcfa44,
  "/components/BuildStatus#BuildStatus": BuildStatus_8e46b28838d2e01b4fb58932010f7415,
  "/views/BackOfficeView#CasesView": CasesView_a09e86f4a5ea0d982f67faf2b97211aa,
  "/views/BackOfficeView#ApplicationsView": ApplicationsView_a09e86f4a5ea0d982f67faf2b97211aa,
  "/views/BackOfficeView#SurveyResultsView": SurveyResultsView_a09e86f4a5ea0d982f67faf2b97211aa,
  "/views/BackOfficeView#SecondFactorView": SecondFactorView_a09e86f4a5ea0d982f67faf2b97211aa,
  "/components/SessionWatch#SessionWatch": SessionWatch_1d6ca71d6a2873f8d3caa3fa3d342a02,
  "/components/KeepUnsaved#KeepUnsaved": KeepUnsaved_d81c9ed60c34d7497e7feb0e49372e71,
  "/components/SessionEnded#SessionEnded": SessionEnded_3df5e06bbad27cef84c16b9c0453b742,
  "/components/SectionLabel#SectionLabel": SectionLabel_2b7e1c4d9a3f4e8b9c6d5a0f1e2b3c4d,
  "/components/PageAddressCell#PageAddressCell": PageAddressCell_5d3a9e1f7c2b4a6e8d0f1b2c3a4e5f6a,
  "/components/FileSizeCell#FileSizeCell": FileSizeCell_8a1f2e3d4c5b6a7e9f0d1c2b3a4e5f6b,
  "/components/RevertMenuItem#RevertMenuItem": RevertMenuItem_4c6e8a0b2d4f6a8c0e2b4d6f8a0c2e4b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
