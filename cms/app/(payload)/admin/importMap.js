import { BuildStatus as BuildStatus_8e46b28838d2e01b4fb58932010f7415 } from '../../../src/components/BuildStatus'
import { BackOfficeLinks as BackOfficeLinks_5f1c0e6a2b7d4c3e9a8f1b2c3d4e5f60 } from '../../../src/components/BackOfficeLinks'
import { MediaIdField as MediaIdField_3d1f0b7c9e2a4d6f8b0c1e3a5d7f9b2c } from '../../../src/components/MediaIdField'
import { CasesView as CasesView_7a2b3c4d5e6f708192a3b4c5d6e7f801 } from '../../../src/views/BackOfficeView'
import { SecondFactorView as SecondFactorView_8b3c4d5e6f708192a3b4c5d6e7f8012 } from '../../../src/views/BackOfficeView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/BuildStatus#BuildStatus": BuildStatus_8e46b28838d2e01b4fb58932010f7415,
  "/components/BackOfficeLinks#BackOfficeLinks": BackOfficeLinks_5f1c0e6a2b7d4c3e9a8f1b2c3d4e5f60,
  "/components/MediaIdField#MediaIdField": MediaIdField_3d1f0b7c9e2a4d6f8b0c1e3a5d7f9b2c,
  "/views/BackOfficeView#CasesView": CasesView_7a2b3c4d5e6f708192a3b4c5d6e7f801,
  "/views/BackOfficeView#SecondFactorView": SecondFactorView_8b3c4d5e6f708192a3b4c5d6e7f8012,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
