//! The words of what else reaches a firm's mailbox and files beside its work, in English and
//! French: a public or building notice (a boil-water advisory, a fire alarm test, a tax bill,
//! the tenants' or co-owners' notices), an automatic reply, a community bulletin (a parish's,
//! a club's sponsorship call), a product's warranty card, a newsletter's and a travel
//! operator's boilerplate, and a safety data sheet.

/// The kinds of this module, as the noise's kinds name them.
pub(super) const KINDS: &[&str] = &[
    "notice",
    "auto-reply",
    "community",
    "warranty",
    "mailing",
    "data sheet",
];

/// Cues of a public or a building's notice.
pub(super) const PUBLIC_NOTICE: &[&str] = &[
    "boil water",
    "boil-water",
    "rolling boil",
    "public works",
    "water advisory",
    "fire alarm",
    "bells will ring",
    "alarm testing",
    "property tax",
    "tax notice",
    "roll number",
    "discount if paid",
    "avis aux locataires",
    "avis aux copropriétaires",
    "copropriétaires",
    "syndicat de la copropriété",
    "syndicat de copropriété",
    "avis d'ébullition",
    "faire bouillir l'eau",
    "travaux publics",
    "interruption de l'alimentation en eau",
    "coupure d'eau",
    "réfection de la toiture",
    "alarme incendie",
    "taxes foncières",
    "compte de taxes",
    "notice to tenants",
    "notice to residents",
    "all tenants",
    "residents are asked",
];

/// Cues of an automatic reply.
pub(super) const AUTO_REPLY: &[&str] = &[
    "out of the office",
    "out of office",
    "auto-reply",
    "automatic reply",
    "autoreply",
    "limited access to email",
    "limited access to e-mail",
    "upon my return",
    "absent du bureau",
    "réponse automatique",
    "accès limité à mes courriels",
];

/// Cues of a community bulletin, a club's or a parish's call.
pub(super) const COMMUNITY: &[&str] = &[
    "turkey supper",
    "altar guild",
    "parish",
    "parishioners",
    "bake sale",
    "potluck",
    "bingo",
    "sponsorship",
    "sponsor a",
    "minor hockey",
    "fundraiser",
    "fundraising",
    "raffle",
    "tax receipt",
    "paroisse",
    "paroissiens",
    "levée de fonds",
    "collecte de fonds",
    "commandite",
    "commanditaire",
    "hockey mineur",
    "souper spaghetti",
    "reçu fiscal",
];

/// Cues of a product's warranty card or registration.
pub(super) const WARRANTY: &[&str] = &[
    "warranty registration",
    "limited warranty",
    "proof of purchase",
    "authorized service",
    "authorised service",
    "register your product",
    "workmanship",
    "garantie limitée",
    "preuve d'achat",
    "enregistrez votre produit",
    "enregistrement de la garantie",
    "centre de service autorisé",
    "usage abusif",
];

/// Cues of a newsletter's, a mailing list's or a travel operator's boilerplate.
pub(super) const MAILING: &[&str] = &[
    "unsubscribe",
    "to stop receiving",
    "view in browser",
    "member spotlight",
    "golf tournament",
    "se désabonner",
    "désabonnement",
    "pour ne plus recevoir",
    "tournoi de golf",
    "charter departs",
    "baggage",
    "boarding",
    "bagages",
    "embarquement",
];

/// Cues of a safety data sheet (WHMIS, SIMDUT) or a product's recall.
pub(super) const DATA_SHEET: &[&str] = &[
    "safety data sheet",
    "hazard statement",
    "precautionary statement",
    "first aid measures",
    "first-aid measures",
    "poison centre",
    "poison control",
    "flammable aerosol",
    "whmis",
    "fiche de données de sécurité",
    "mention de danger",
    "conseil de prudence",
    "premiers soins",
    "centre antipoison",
    "aérosol inflammable",
    "simdut",
    "voluntary recall",
    "rappel volontaire",
];
