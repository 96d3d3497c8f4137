/**
 * Splits a reverse-geocoding `fullAddress` into its parts by address type.
 * A00: "행정동주소,법정동주소 지번"; A10: "행정동주소,법정동주소 지번,도로명주소 [\"건물명\"]".
 * Building names may themselves contain commas, so everything after the second comma is the
 * road part (as the service's own clients do).
 */
export interface AddressParts {
  admin?: string;
  lot?: string;
  road?: string;
}

export function splitFullAddress(addressType: string, fullAddress: string | undefined): AddressParts {
  const text = (fullAddress ?? '').trim();
  if (!text) return {};
  const parts = text.split(',');
  const clean = (s: string | undefined) => {
    const v = s?.trim();
    return v ? v : undefined;
  };
  switch (addressType) {
    case 'A00':
      return { admin: clean(parts[0]), lot: clean(parts.slice(1).join(',')) };
    case 'A10':
      return { admin: clean(parts[0]), lot: clean(parts[1]), road: clean(parts.slice(2).join(',')) };
    case 'A01':
      return { admin: text };
    case 'A02':
      return { lot: text };
    case 'A03':
    case 'A04':
      return { road: text };
    default:
      return { admin: text };
  }
}
