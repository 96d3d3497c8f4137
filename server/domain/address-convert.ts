/**
 * The shapes of lot ↔ road-name address conversion (convertAddress): the query and the answer,
 * as the interface writes them. server/national/address-items.ts fills them from the rows.
 */

export interface ConvertQuery {
  searchTypCd: 'NtoO' | 'OtoN';
  reqAdd: string;
  reqMulti: 'S' | 'M';
}

interface NewAddressItem {
  roadName: string;
  bldNo1: string;
  bldNo2: string;
  roadId: string;
  newLat: string;
  newLon: string;
}

/** The ConvertAdd node, all strings. */
export interface ConvertAdd {
  resCount: string;
  resMulti: string;
  reqAddress: string;
  upperDistCode: string;
  upperDistName: string;
  middleDistCode: string;
  middleDistName: string;
  legalLowerDistCode: string;
  legalLowerDistName: string;
  legalDetailCode: string;
  legalDetailName: string;
  adminLowerDistCode: string;
  adminDistName: string;
  primary: string;
  secondary: string;
  mlClass: string;
  oldLat: string;
  oldLon: string;
  newAddressList: { newAddress: NewAddressItem[] };
}
