//! Checksums and validators: RIB (mod 97 with the Tunisian bank-code table), IBAN (ISO 13616
//! mod 97 with the registry's lengths), Luhn, ICAO 9303 MRZ check digits, matricule fiscal.
//! Every function folds Arabic-Indic digits through [`crate::text::ascii_digits`] first.

use crate::text::ascii_digits;

/// Tunisian bank codes (first two digits of a RIB), from the Banque Centrale de Tunisie's list of
/// resident banks and the postal service.
pub const TN_BANKS: &[(&str, &str)] = &[
    ("01", "ATB"),
    ("02", "BFT"),
    ("03", "BNA"),
    ("04", "Attijari Bank"),
    ("05", "Banque de Tunisie"),
    ("07", "Amen Bank"),
    ("08", "BIAT"),
    ("10", "STB"),
    ("11", "UBCI"),
    ("12", "UIB"),
    ("14", "BH Bank"),
    ("16", "Citibank"),
    ("17", "La Poste tunisienne"),
    ("20", "BTK"),
    ("21", "TSB"),
    ("22", "BTE"),
    ("23", "QNB Tunisia"),
    ("24", "BTE"),
    ("25", "Banque Zitouna"),
    ("26", "BTL"),
    ("27", "BTS"),
    ("28", "ABC Tunisie"),
    ("29", "BFPME"),
    ("32", "Al Baraka Bank"),
    ("47", "Wifak Bank"),
    ("52", "Tunisian Foreign Bank"),
];

/// Remainder of a decimal string modulo 97 (digits only).
fn mod97_digits(d: &str) -> u32 {
    d.bytes()
        .fold(0u32, |acc, b| (acc * 10 + u32::from(b - b'0')) % 97)
}

/// A Tunisian RIB: 20 digits (any separators) whose value is 0 modulo 97 (the 2-digit key
/// makes it so) and whose bank code is known. Returns the bank's name.
pub fn rib(s: &str) -> Option<&'static str> {
    let d = ascii_digits(s);
    if d.len() != 20 || all_same(&d) || mod97_digits(&d) != 0 {
        return None;
    }
    TN_BANKS
        .iter()
        .find(|(c, _)| *c == &d[..2])
        .map(|(_, n)| *n)
}

/// Expected IBAN length per country (ISO 13616 registry).
const IBAN_LEN: &[(&str, usize)] = &[
    ("AD", 24),
    ("AE", 23),
    ("AL", 28),
    ("AT", 20),
    ("AZ", 28),
    ("BA", 20),
    ("BE", 16),
    ("BG", 22),
    ("BH", 22),
    ("BI", 27),
    ("BR", 29),
    ("BY", 28),
    ("CH", 21),
    ("CR", 22),
    ("CY", 28),
    ("CZ", 24),
    ("DE", 22),
    ("DJ", 27),
    ("DK", 18),
    ("DO", 28),
    ("DZ", 26),
    ("EE", 20),
    ("EG", 29),
    ("ES", 24),
    ("FI", 18),
    ("FK", 18),
    ("FO", 18),
    ("FR", 27),
    ("GB", 22),
    ("GE", 22),
    ("GI", 23),
    ("GL", 18),
    ("GR", 27),
    ("GT", 28),
    ("HN", 28),
    ("HR", 21),
    ("HU", 28),
    ("IE", 22),
    ("IL", 23),
    ("IQ", 23),
    ("IS", 26),
    ("IT", 27),
    ("JO", 30),
    ("KW", 30),
    ("KZ", 20),
    ("LB", 28),
    ("LC", 32),
    ("LI", 21),
    ("LT", 20),
    ("LU", 20),
    ("LV", 21),
    ("LY", 25),
    ("MA", 28),
    ("MC", 27),
    ("MD", 24),
    ("ME", 22),
    ("MK", 19),
    ("MN", 20),
    ("MR", 27),
    ("MT", 31),
    ("MU", 30),
    ("NI", 28),
    ("NL", 18),
    ("NO", 15),
    ("OM", 23),
    ("PK", 24),
    ("PL", 28),
    ("PS", 29),
    ("PT", 25),
    ("QA", 29),
    ("RO", 24),
    ("RS", 22),
    ("RU", 33),
    ("SA", 24),
    ("SC", 31),
    ("SD", 18),
    ("SE", 24),
    ("SI", 19),
    ("SK", 24),
    ("SM", 27),
    ("SN", 28),
    ("SO", 23),
    ("ST", 25),
    ("SV", 28),
    ("TL", 23),
    ("TN", 24),
    ("TR", 26),
    ("UA", 29),
    ("VA", 22),
    ("VG", 24),
    ("XK", 20),
    ("YE", 30),
];

/// ISO 13616 IBAN: known country, registry length, mod 97 == 1. A TN IBAN must also be `TN59`
/// followed by a valid RIB.
pub fn iban(s: &str) -> bool {
    let c: String = s
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_uppercase();
    if c.len() < 15 || !c.is_char_boundary(2) {
        return false;
    }
    let Some(&(_, len)) = IBAN_LEN.iter().find(|(cc, _)| *cc == &c[..2]) else {
        return false;
    };
    if c.len() != len || !c[2..4].bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let rearranged = format!("{}{}", &c[4..], &c[..4]);
    let mut rem = 0u32;
    for ch in rearranged.chars() {
        let v = match ch {
            '0'..='9' => ch as u32 - '0' as u32,
            'A'..='Z' => ch as u32 - 'A' as u32 + 10,
            _ => return false,
        };
        rem = if v >= 10 {
            (rem * 100 + v) % 97
        } else {
            (rem * 10 + v) % 97
        };
    }
    if rem != 1 {
        return false;
    }
    if &c[..2] == "TN" {
        return &c[2..4] == "59" && rib(&c[4..]).is_some();
    }
    true
}

/// Luhn check over the digits of `s`.
pub fn luhn(s: &str) -> bool {
    let d = ascii_digits(s);
    if d.len() < 2 {
        return false;
    }
    let sum: u32 = d
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let v = u32::from(b - b'0');
            if i % 2 == 1 {
                let x = v * 2;
                if x > 9 {
                    x - 9
                } else {
                    x
                }
            } else {
                v
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// ICAO 9303 check digit of an MRZ field (weights 7, 3, 1; `<` = 0, A = 10 ... Z = 35).
pub fn mrz_check_digit(field: &str) -> Option<u32> {
    const W: [u32; 3] = [7, 3, 1];
    let mut sum = 0;
    for (i, c) in field.chars().enumerate() {
        let v = match c {
            '0'..='9' => c as u32 - '0' as u32,
            'A'..='Z' => c as u32 - 'A' as u32 + 10,
            '<' => 0,
            _ => return None,
        };
        sum += v * W[i % 3];
    }
    Some(sum % 10)
}

/// Second line of a TD3 (passport) MRZ: 44 characters whose document number, birth date, expiry
/// date and composite check digits are all correct.
pub fn mrz_td3_line2(l: &str) -> bool {
    if l.len() != 44 || !l.is_ascii() {
        return false;
    }
    let digit = |i: usize| l[i..=i].parse::<u32>().ok();
    let ok = |a: usize, b: usize, c: usize| {
        mrz_check_digit(&l[a..b]).is_some() && mrz_check_digit(&l[a..b]) == digit(c)
    };
    let composite = format!("{}{}{}", &l[0..10], &l[13..20], &l[21..43]);
    ok(0, 9, 9) && ok(13, 19, 19) && ok(21, 27, 27) && mrz_check_digit(&composite) == digit(43)
}

/// Tunisian matricule fiscal, in its written variants: a serial of up to 7 digits, a control
/// letter (not I, O, U), then optionally the VAT code (A, P, B, D, N) and the category (M, P, C,
/// N, E) — one or both, as officers write them — and a 3-digit establishment number.
/// Separators (space, `/`, `.`, `-`) are ignored.
pub fn matricule_fiscal(s: &str) -> bool {
    let c: String = s
        .chars()
        .filter(|c| !matches!(c, ' ' | '/' | '.' | '-'))
        .collect::<String>()
        .to_ascii_uppercase();
    let b = c.as_bytes();
    let serial = b.iter().take_while(|x| x.is_ascii_digit()).count();
    // python-stdnum zero-pads shorter serials; fewer than 3 digits ("2 B") is not one in practice
    if !(3..=7).contains(&serial) {
        return false;
    }
    let rest = &b[serial..];
    let Some((&check, rest)) = rest.split_first() else {
        return false;
    };
    if !check.is_ascii_uppercase() || matches!(check, b'I' | b'O' | b'U') {
        return false;
    }
    let letters = rest.iter().take_while(|x| x.is_ascii_uppercase()).count();
    let (codes, digits) = rest.split_at(letters);
    let vat = |x: u8| matches!(x, b'A' | b'P' | b'B' | b'D' | b'N');
    let cat = |x: u8| matches!(x, b'M' | b'P' | b'C' | b'N' | b'E');
    let codes_ok = match codes {
        [] => digits.is_empty(),
        [x] => vat(*x) || cat(*x),
        [x, y] => vat(*x) && cat(*y),
        _ => false,
    };
    codes_ok && (digits.is_empty() || (digits.len() == 3 && digits.iter().all(u8::is_ascii_digit)))
}

/// True when every byte of `d` is the same ("00000000"): never an identifier.
pub(crate) fn all_same(d: &str) -> bool {
    d.bytes().all(|b| Some(b) == d.bytes().next())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rib_worked_example_and_near_misses() {
        assert_eq!(rib("07 040 0058101111296 53"), Some("Amen Bank"));
        assert_eq!(rib("07.040.0058101111296.53"), Some("Amen Bank"));
        assert_eq!(rib("07040005810111129653"), Some("Amen Bank"));
        assert_eq!(rib("٠٧٠٤٠٠٠٥٨١٠١١١١٢٩٦٥٣"), Some("Amen Bank"));
        assert_eq!(rib("07 040 0058101111296 54"), None, "wrong key");
        assert_eq!(rib("99 040 0058101111296 53"), None, "unknown bank");
        assert_eq!(rib("07 040 005810111129 53"), None, "19 digits");
        assert_eq!(rib("00000000000000000000"), None);
    }

    #[test]
    fn iban_vectors() {
        for good in [
            "TN59 0704 0005 8101 1112 9653",
            "GB82 WEST 1234 5698 7654 32",
            "FR1420041010050500013M02606",
            "DE89370400440532013000",
        ] {
            assert!(iban(good), "{good}");
        }
        for bad in [
            "TN58 0704 0005 8101 1112 9653",
            "GB82 WEST 1234 5698 7654 33",
            "XX82WEST12345698765432",
            "DE8937040044053201300",
            "TN59 9904 0005 8101 1112 9653",
        ] {
            assert!(!iban(bad), "{bad}");
        }
    }

    #[test]
    fn luhn_vectors() {
        assert!(luhn("4012 8888 8888 1881"));
        assert!(luhn("4111-1111-1111-1111"));
        assert!(!luhn("4111 1111 1111 1112"));
    }

    #[test]
    fn mrz_icao_specimen() {
        // ICAO 9303 part 4 specimen (Utopia), not a real person.
        assert_eq!(mrz_check_digit("L898902C3"), Some(6));
        assert!(mrz_td3_line2(
            "L898902C36UTO7408122F1204159ZE184226B<<<<<10"
        ));
        assert!(!mrz_td3_line2(
            "L898902C36UTO7408122F1204159ZE184226B<<<<<11"
        ));
        assert!(!mrz_td3_line2(
            "L898902C37UTO7408122F1204159ZE184226B<<<<<10"
        ));
    }

    #[test]
    fn matricule_fiscal_forms() {
        for good in [
            "1234567A/P/M/000",
            "1234567 A P M 000",
            "1234567APM000",
            "123456L",
            "1234567/E/A/E/001",
            "1234567H/P/000",
        ] {
            assert!(matricule_fiscal(good), "{good}");
        }
        for bad in [
            "1234567I/P/M/000",
            "1234567A/X/M/000",
            "1234567A/P/M/0011",
            "12345678A",
            "1234567",
            "X123",
            "1234567U",
        ] {
            assert!(!matricule_fiscal(bad), "{bad}");
        }
    }
}
