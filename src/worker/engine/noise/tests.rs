use super::*;

#[test]
fn invoices_brochures_contracts_and_postings_are_not_records() {
    for text in [
        "INVOICE INV-20931\nBill to: Acme Pipe\nQty 2 x Resin bale grade B, unit price $1,200.00\nSubtotal $2,400.00\nHST 13% $312.00\nTotal due $2,712.00\nPayment terms: Net 30.",
        "The X18 is the industry-leading heat pump trusted by thousands of homeowners. Its sleek design and unmatched efficiency make it perfect for Canadian winters. Contact our sales team today to learn more!",
        "This Agreement is made between the parties hereinafter called the Recipient and the Discloser. The Recipient shall keep all Confidential Information secret. Governing law: Ontario. Termination on 30 days notice.",
        "We're hiring! Backend Developer, full-time. Responsibilities: build APIs. Qualifications: 3+ years of experience in Rust. Benefits: dental, RRSP match. Apply at careers@example.com.",
    ] {
        assert!(is_non_record_file(text), "{:?}: {text}", score(text));
    }
}

#[test]
fn a_price_list_is_not_a_run_sheet() {
    let cols = |names: &[&str]| -> Vec<(String, String)> {
        names
            .iter()
            .map(|n| ((*n).to_owned(), String::new()))
            .collect()
    };
    let prices = cols(&[
        "SKU",
        "Product",
        "List price CAD",
        "Volume price CAD",
        "Min order",
    ]);
    assert!(is_non_record_table(
        &prices,
        "SKU,Product\nLCT-NL5,Lactase",
        false,
        None
    ));
    let runs = cols(&["Run", "Date", "Power W", "Tensile MPa", "Result"]);
    assert!(!is_non_record_table(
        &runs,
        "Run,Date\nR01,2025-04-07",
        false,
        None
    ));
}

#[test]
fn records_of_work_are_kept() {
    for text in [
        "2025-02-11: Ran blends A to E at 40% PCR on the 110 mm line. Blend C failed the crush test at 296 kPa; the wall gets too soft. Blend D measured 344 kPa.",
        "Coupons from batch 7 cracked at the root after the third thermal cycle; we measured 0.4 mm porosity and changed the shielding gas.",
        "Le 3 mars, on a testé trois lots à -10 °C. Le lot B a tenu 40 jours; les autres ont échoué.",
    ] {
        assert!(!is_non_record_file(text), "{:?}: {text}", score(text));
        assert!(!is_non_record_part(text), "{:?}: {text}", score(text));
    }
}

#[test]
fn a_rate_sheet_with_leaders_and_prices_is_not_a_record() {
    let sheet = "NorthStar Tolling - 2025 rate sheet\n\nPer-item rate ........ $0.38 per bottle\n\
                 Minimum run charge ........ $450 per run\nExtended hold ........ x2 rate\n\
                 Pallet storage ........ $12/pallet/week after 48 h\n";
    assert!(is_non_record_file(sheet));
    let log = "Run 4: 600 MPa for 3 min, 4 C hold.\nRun 5: 600 MPa for 5 min.\nPPO down 40%.\n";
    assert!(!is_non_record_file(log));
}

#[test]
fn copy_announced_as_marketing_is_left_out() {
    let pasted = "Ébauche — texte d'emballage (service marketing, pour info seulement)\n\
                  Le goût authentique de nos tourbières, avec deux fois moins de sucre!";
    assert!(is_non_record_part(pasted));
    let record = "Marketing wants a creamier texture, so batch 7 used 2% more fat.";
    assert!(!is_non_record_part(record));
}

#[test]
fn a_price_table_in_dollars_is_not_a_run_sheet() {
    let cols: Vec<(String, String)> = ["produit", "format", "prix unitaire", "unite", "conditions"]
        .iter()
        .map(|n| ((*n).to_owned(), String::new()))
        .collect();
    let text =
        "produit;format;prix_unitaire\nCiment GU;vrac;218,00 $\nChaux vive;sac 25 kg;14,75 $\n";
    assert!(is_non_record_table(&cols, text, false, None));
}

#[test]
fn an_email_signature_is_not_a_record() {
    let mail = "Good progress. If the damper can clog with wax, it will.\nAnne\n--\nIsland Clinic | Book online\nThis message is intended only for the addressee.";
    assert_eq!(
        signature(mail),
        Some("Island Clinic | Book online\nThis message is intended only for the addressee.")
    );
    assert_eq!(signature("Trial 3 -- 40 C -- cracked"), None);
}

#[test]
fn newsletters_catalogues_fee_schedules_and_a_promotional_aside_are_not_records() {
    let newsletter = "VALLEY GROWERS ASSOCIATION - Spring Newsletter\n\nWelcome to our new members: Cedar Row Microgreens.\nMarket stall fees are unchanged at $45 per market day; book through the association office.\nSpring mixer at the hall - bring a friend, light supper provided.\nPesticide applicator course (2-day) in Chilliwack; members get 20% off the course fee.\n";
    assert!(is_non_record_file(newsletter), "{:?}", score(newsletter));
    let catalogue = "Northern Seedlings Ltd. - 2025 Stock Catalogue\nInterior spruce PSB 410 $412/M\nLodgepole pine PSB 412A $389/M\nMinimum order 5,000 seedlings per species. Deposit of 25% due at sowing.\n";
    assert!(is_non_record_file(catalogue), "{:?}", score(catalogue));
    let cols: Vec<(String, String)> = ["code", "service", "unit", "price_cad", "notes"]
        .iter()
        .map(|n| ((*n).to_owned(), String::new()))
        .collect();
    let fees = "code,service,unit,price_cad\nFA-30,Fire assay 30 g,sample,32.50\nRUSH,Rush surcharge,percent,50\n";
    assert!(is_non_record_table(&cols, fees, false, None));
    let aside = "Pssst!\nNotre nouvelle plateforme suit vos camions en temps réel. Essai gratuit de 30 jours pour nos clients actuels.\nInscrivez-vous à notre webinaire du 15 janvier.";
    assert!(
        is_non_record_part(aside) && mostly_non_record(aside.lines()),
        "{:?}",
        score(aside)
    );
    let record = "Trial 4 on the new platform scale: 12 of 40 readings drifted by 0.8 kg.";
    assert!(!is_non_record_part(record), "{:?}", score(record));
    // A postscript needs fewer cues; a record's postscript stays a record.
    let ps = "PS - we got the booth at the Winnipeg Home + Garden Show again (booth 1214).";
    assert!(is_non_record_part(ps), "{:?}", score(ps));
    let ps_record = "PS - the W5 sample cracked at the bottom corner after 12 cycles at -30 C.";
    assert!(!is_non_record_part(ps_record), "{:?}", score(ps_record));
    let minutes = "Joint Health and Safety Committee - minutes\nPresent: P. Olsen (co-chair), 5 members.\n\n\
                   1. Monthly inspection: eyewash station blocked by pallets.\n\
                   2. Forklift lane to be repainted before winter.\n\
                   3. WHMIS refresher for all drum-room staff in October.\n\
                   4. Air sampling at drum 3 during the trial: results below the exposure limit.\n\
                   Next meeting: October 16, 2024.";
    assert!(is_non_record_file(minutes), "{:?}", score(minutes));
}

#[test]
fn a_section_cue_starts_a_word_of_the_heading() {
    assert!(is_non_record_section("Advertising plan"));
    assert!(is_non_record_section("Ventes et marketing"));
    assert!(is_non_record_section("## Pricing"));
    // Overselling is a problem the work is about, not a sales section.
    assert!(!is_non_record_section(
        "Sync inventaire Shopify ↔ ERP — surventes"
    ));
    assert!(!is_non_record_section("Reprix des lots"));
}

#[test]
fn staffing_and_asides_inside_a_record_are_left_out_not_its_figures() {
    use super::{declares_an_aside, plainly_non_record};
    for aside in [
        "PS - unrelated: we have the booth at the show in May.",
        "Side note from our end: council trimmed the capital line by 10% for 2025.",
        "Hors sujet : le party de Noël est le 12 décembre.",
        "Not process - freight: CN car allocation for December cut to 14 hoppers.",
        "Taproom note (not part of the project): the winter trivia nights move to Thursdays.",
    ] {
        assert!(declares_an_aside(aside), "{aside}");
    }
    assert!(!declares_an_aside(
        "Run 3 was unrelated to the humidity: same result at 40 % and 60 % RH."
    ));
    for staffing in [
        "Admin (Priya): AWS credits run out at the end of March - she is applying to the startup program again.",
        "Crab season crew starts April 14 - Donna needs the bunk list and the WHMIS refreshers done before then.",
        "Also Jen starts her mat leave in February; we are hiring a yard hand, if you know anyone.",
    ] {
        assert!(plainly_non_record(staffing), "{staffing}");
    }
    for record in [
        "Pour le vérifier, douze tourtières ont été placées dans un congélateur programmé en cycles de −18 °C à −10 °C, deux cycles par jour.",
        "Garder une production rentable : au moins 0,35 g/L par jour, phycocyanine d'au moins 15 % (c'est ce que l'acheteur paie).",
        "The coating has to stay reworkable with an iron so dealers can swap parts.",
    ] {
        assert!(!plainly_non_record(record), "{record}");
    }
}

#[test]
fn a_managers_meeting_and_a_paragraph_led_by_its_business_are_not_records() {
    let minutes = "PEMBINA TRAILS CREDIT UNION - Branch Managers' Meeting - Minutes\nFebruary 18, 2025, head office boardroom. Chair: L. Friesen, VP Member Experience.\n\n1. Morden branch renovation: contractor starts April 7; the branch moves to the temporary trailer for eight weeks. Signage and member letters by March 15.\n2. Spring mortgage promotion (5-year fixed) launches March 1; rate sheet to follow from Treasury.\n3. Staff appreciation evening moved to June 13.\n4. Next meeting: March 18, 2025.\n";
    assert!(is_non_record_file(minutes), "{:?}", score(minutes));
    assert!(declares_an_aside(
        "Studio business: Priya starts as studio assistant three days a week in February."
    ));
    assert!(declares_an_aside(
        "Admin: reminder that the annual privacy training is due by the end of the month."
    ));
    assert!(!declares_an_aside(
        "Business goal: under 2% haze after one wiper pass at -35 C."
    ));
    // A lead whose topic is not the firm's business opens a record.
    assert!(!declares_an_aside(
        "Deux affaires en même temps : le groupe de résidences veut des sofas qui passent les essais au feu."
    ));
}

#[test]
fn an_hr_note_a_retail_sheet_and_a_newsletter_are_not_records() {
    let hr = "NOTE RH - saison 2024 (Nathalie)\n- 22 cueilleurs inscrits, dont 6 nouveaux. Contrats saisonniers signés avant le 1er mai.\n- Taux : 1,10 $ le kilo livré, plus une prime de rendement de 0,15 $/kg au-dessus de 60 kg par jour.\n- Hébergement au camp : 12 $ par nuit retenu sur la paie.\n";
    assert!(is_non_record_file(hr), "{:?}", score(hr));
    let sheet = "GLISSE VERTE F4 - le nouveau fart de course sans fluor\nConçu et fabriqué dans les Laurentides. Rapide, durable, et sans PFAS.\nFormat 60 g, emballage recyclable. Prix de détail suggéré : 54,99 $.\nDisponible chez les détaillants spécialisés dès le 1er octobre 2025.\n";
    assert!(is_non_record_file(sheet), "{:?}", score(sheet));
    let news = "# Orchard Estate Winery - Spring 2024 newsletter\n\nThe tasting room reopens April 19 with our new menu.\n\n## Club corner\nThe spring club pick-up weekend is May 24-26. Members can swap one bottle.\n\n## From the cellar\nOur team took an innovative approach to the 2023 vintage, and we can't wait to share the results.\n\n## Events\n- Long-table dinner, July 13 (sold out last year - book early!)\n";
    assert!(is_non_record_file(news), "{:?}", score(news));
    // The firm's accounts and purchasing, said in a record, are beside the work.
    assert!(is_non_record_part(
        "PS - purchasing asked me to pass on that our 2025 tooling PO terms go to 60 days and we need your updated certificate of insurance."
    ));
    assert!(declares_an_aside(
        "Note achats (pas R-D) : Luc demande de regrouper la commande de palettes avec celle de Cacouna."
    ));
    assert!(plainly_non_record(
        "Accounts asked me to remind you that for this season we move from letter of credit to 30 days after arrival."
    ));
}

#[test]
fn a_holiday_memo_a_distribution_agreement_and_a_staffing_memo_are_not_records() {
    let memo = "MEMO - Barrens Vision Inc.\nTo: all staff   From: Colleen   Re: holiday schedule\n\n- The office closes at noon on Dec 24 and reopens Jan 2.\n- Site support over the break runs on a skeleton crew: Arjun on call Dec 26-29.\n- Please submit vacation requests for Q1 to me by Dec 13.\n";
    let agreement = "DISTRIBUTION AGREEMENT - Canadian Outdoor Supply Ltd. / Kawartha Tackle Works - page 3 of 9\n\n5.1 Territory. Supplier grants Distributor an exclusive territory for Ontario.\n5.2 Promotion. Supplier contributes 3% of net purchases to co-op advertising.\n5.3 New items. A planogram fee of $400 per new SKU applies at each reset.\n";
    let staffing = "Memo - summer and harvest staffing 2024\nTwo summer students start May 27. Rate $17.20/h.\nHarvest crew: the harvest bonus stays at $500. Please log mileage for the trips to the market.\nEveryone needs the WHMIS refresher before June 15.\n";
    for text in [memo, agreement, staffing] {
        assert!(is_non_record_file(text), "{text}");
    }
    // A record whose second line names its crew is a record.
    assert!(!is_non_record_file(
        "Kiln trial log\nStaffing: J. Roy and K. Lam\n2025-03-04 Run 3 at 40 °C: 2 of 12 tiles cracked.\n"
    ));
}

#[test]
fn a_bracketed_purchasing_lead_an_invoice_note_and_a_firm_s_blurb_are_asides() {
    assert!(declares_an_aside(
        "(purchasing, not R&D) Delmar wants the 2025 contract signed by Jan 31 and the tote deposit goes up to $275."
    ));
    assert!(declares_an_aside(
        "Invoice note for Shelley: the balcony job (PO 7731) ships Friday - bill 60% now, holdback 10%."
    ));
    assert!(declares_an_aside(
        "About Shaftline: since 2009 Shaftline Automation has delivered more than 40 PLC projects for mines. Ask us about our 24/7 remote support packages and our new hoist monitoring product."
    ));
    assert!(!declares_an_aside(
        "(Run 4) Inlet at 180 °C, outlet 78 °C: the powder caked."
    ));
}

#[test]
fn a_market_stall_reminder_is_an_aside() {
    let p = "> Rappel : le kiosque au Marché de Noël de Saint-Félicien est confirmé, 3 tables. On apporte les pots de 250 g, les chandelles en cire d'abeille et les paniers-cadeaux. Jonathan s'occupe de la caisse le samedi.";
    assert!(is_non_record_part(p) && mostly_non_record(p.lines()));
}

#[test]
fn a_request_for_copy_is_announced_by_its_lead_however_long_the_quote() {
    let aside = "> Ben wants website copy while I'm here: \"Hand-rolled in small batches from local oats, \
                 our bars keep the crunch your kids love - now in 4 irresistible flavours, \
                 perfect for lunch boxes and road trips alike!\" Send him the price sheet too.";
    assert!(super::announces(aside));
    let record = "Ran batch 7 at 140 C for 22 min: the bars held together, moisture 6.1 %, \
                  breakage 3 of 40 in the drop test, so the binder change works at this bake.";
    assert!(!super::announces(record));
}

#[test]
fn a_billing_note_in_a_report_is_no_record() {
    let note = "Billing note for the owner's accounts team: this phase is billed under PO 4410 at \
                the 2025 rate schedule; travel disbursements are billed at cost plus 10%. The \
                next phase needs a change order.";
    assert!(super::is_non_record_part(note));
}

#[test]
fn a_newsletter_and_a_human_resources_memo_are_no_records_whatever_their_words() {
    let news = "# Prairie Seed Growers News - May 2025\n\n## Field day\nThe trial plots at \
                Melfort are open on June 12; results of the variety tests will be shown.\n\n\
                ## Dues\nMembership renewals are due by June 30.";
    assert!(super::is_non_record_file(news));
    let memo = "MEMO - Human Resources\nTo: all plant staff\nRe: Summer schedule 2025\n\n\
                The plant closes on August 1 and August 4. The last payroll of July is deposited \
                on July 25. Vacation requests go to your supervisor.";
    assert!(super::is_non_record_file(memo));
    let report = "Trial report - oat bar binder\nTo: R&D file\n\nBatch 7 baked at 140 C held \
                  together; moisture 6.1 %.";
    assert!(!super::is_non_record_file(report));
}

#[test]
fn a_quotation_of_someone_is_no_price_quote() {
    assert!(!super::is_non_record_section(
        "quote from aidan's e-mail today"
    ));
    assert!(super::is_non_record_section("quote"));
}

#[test]
fn a_file_named_for_promotion_a_newsletter_subject_a_closing_disclaimer_and_a_budget_are_no_record()
{
    let promo = "# Nos baumes pour l'hiver\nLe froid arrive? Nos baumes à lèvres au sapin baumier, \
                 faits à Rivière-du-Loup, protègent vos lèvres de la motoneige au ski de fond.\n- \
                 Coffret Douceur boréale : 3 baumes dans une boîte en bois.\n- Nouveau format 15 g \
                 pour le sac à dos.\n- Points Fidélité doublés en décembre dans notre boutique en \
                 ligne.\nOffrez-les en cadeau!\n";
    assert!(super::named_non_record(
        "texte_promo_baumes_hiver_2025.docx",
        promo
    ));
    assert!(!super::named_non_record("trial_log_promoter.docx", promo));
    assert!(!super::named_non_record(
        "releves_FS-24.md",
        "Pollinisation : 62 % des fleurs visitées."
    ));
    assert!(super::names_a_non_record_kind("Infolettre de février"));
    assert!(!super::names_a_non_record_kind(
        "Formalin - stocking contract 2025"
    ));
    assert!(super::declares_an_aside(
        "> Note : la boutique a appelé, commande de 40 paires. Rien à voir avec MO-25."
    ));
    assert!(!super::declares_an_aside(
        "Run 3 failed. Nothing to do with the humidity, the seal was cracked and leaked for hours."
    ));
    let budget = "Category,Cash request,In-kind,Total\nEligible costs - labour,38000,12000,50000\n\
                  Travel,3200,800,4000\n";
    let columns: Vec<(String, String)> = ["Category", "Cash request", "In-kind", "Total"]
        .iter()
        .map(|c| ((*c).to_owned(), String::new()))
        .collect();
    assert!(super::is_non_record_table(&columns, budget, false, None));
    assert!(super::is_non_record_section("Note RH"));
}

#[test]
fn notices_beside_the_work_are_not_records() {
    // Whole notices: a safety bulletin, an insurance renewal, an auction, a landlord's notice,
    // a show's call for exhibitors, in English and French.
    for text in [
        "Safety Bulletin 11-3\nHazard alert: forklift tip-overs on loading ramps. One near miss and one lost-time injury reported this quarter. Toolbox talk this week, sign-in sheet to your JHSC rep. Steel-toe boots at all times.",
        "Renewal summary\nPolicy period: Jan 1 2025 to Jan 1 2026.\nCommercial general liability: limit $2,000,000, deductible $500.\nPremium due by Dec 15; instalments available from your insurance broker.",
        "Online auction - shop dispersal. Lot 7: band saw. Lot 8: dust collector. Buyer's premium 12%. Sold as is, where is. Pick up only, preview by appointment.",
        "Notice to all tenants from the landlord: the parking lot will be closed Friday for line painting and resurfacing; cars left there will be towed. Additional rent for common area costs rises in March.",
        "Bulletin de sécurité - scies à ruban : cadenassage obligatoire avant de changer la lame, port de gants anti-coupures, causerie sécurité au début du quart. Tout accident de travail est déclaré à la CNESST.",
        "Appel de communications - congrès annuel de l'Association : tarif préférentiel jusqu'au 15 mars, kiosque d'exposant disponible, inscription en ligne.",
    ] {
        assert!(is_non_record_file(text), "{:?}: {text}", score(text));
    }
    // A record that names a lockout, a lot or a broker stays a record.
    for text in [
        "Run 4: lockout on the press, swapped the die, tested 30 parts at 180 °C. Cracks on 3.",
        "Lot 12 failed at 2.1 MPa; the message broker dropped 4% of readings during the trial.",
    ] {
        assert!(!is_non_record_file(text), "{:?}: {text}", score(text));
    }
}

#[test]
fn a_paragraph_pasted_from_elsewhere_is_an_aside_when_it_reads_as_one() {
    for text in [
        "PASTED FROM THE LANDLORD (keep this): the rear parking lot is closed Monday for snow removal, vehicles will be towed.",
        "(copied here so I don't forget) Farmers market vendor application: stall fee due with the application, jury day in April.",
        "> Copié du courriel de la boutique pour l'affiche : vente au kilo samedi, cartes-cadeaux à la caisse, suivez-nous!",
    ] {
        assert!(is_non_record_part(text), "{:?}: {text}", score(text));
    }
    // Pasted results are a record.
    assert!(!is_non_record_part(
        "Pasted from the lab's e-mail: germination 84% on tray 3, 61% on tray 5 after 14 days at 20 °C."
    ));
}

#[test]
fn a_heading_mark_is_no_hashtag() {
    assert!(!carries_non_record_words("# Semaine du 4 mars"));
    assert!(!carries_non_record_words("## Results"));
    assert!(carries_non_record_words(
        "New batch is out, tag us #maplelife"
    ));
}

#[test]
fn notices_automatic_replies_bulletins_and_warranty_cards_are_no_record() {
    for text in [
        "Thank you for your message. I am out of the office returning Monday and will have limited access to email. This auto-reply is sent once.",
        "ST. COLUMBA'S PARISH NEWS. Turkey Supper Saturday at 5, tickets from the Altar Guild; coffee hour after the service.",
        "Avis aux locataires : réfection de la toiture du bâtiment B la semaine prochaine, interruption de l'alimentation en eau mardi de 9 h à 12 h.",
        "Section 4 : Premiers soins. En cas d'ingestion, appeler le Centre antipoison du Québec. Aérosol inflammable, catégorie 1.",
    ] {
        assert!(is_non_record_part(text), "{:?}: {text}", score(text));
    }
    assert!(is_non_record_file(
        "Kestrel Additive Systems | SLS-240 | Limited Warranty\n\nWarranty registration card. \
         Complete this card within 30 days of installation and return it with a copy of the \
         proof of purchase. Not covered: repairs by anyone other than an authorized service centre."
    ));
    // A record that names the same things in passing stays a record.
    for text in [
        "Run 6: the fire alarm went off mid-cycle, restarted at 14:10; chamber held 62 °C, 3 of 12 coupons cracked.",
        "Essai 4 : on a mesuré 1,2 kPa sous la toile après la coupure d'eau; la soudure a tenu 510 kg.",
    ] {
        assert!(!is_non_record_part(text), "{:?}: {text}", score(text));
    }
}
