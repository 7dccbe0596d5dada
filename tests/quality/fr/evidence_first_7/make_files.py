#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the seventh first-contact set (fr/evidence_first_7).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_6:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Quebec firms in sectors not used by the earlier French sets: kombucha en canette qui refermente
(boissons, Magog), kayaks rotomoulés en PE recyclé (plasturgie, Saint-Raymond), détection des nids-de-poule par
les tablettes des autobus (logiciel, Trois-Rivières), lames de patins trempées cryogéniquement (métallurgie,
Drummondville), granules de chauffage avec écorce (bioénergie, La Tuque), laine québécoise lavable à la machine
sans chlore (textile, Bas-Saint-Laurent), moules vivantes qui se conservent 10 jours (aquaculture,
Îles-de-la-Madeleine), marquage routier qui résiste aux déneigeuses (infrastructures, Laurentides).

Each case has 2 to 5 files of mixed formats written the way people write in Quebec (québécismes, anglicismes,
abréviations, décimales à virgule « 0,42 % vol. », « -20 °C ») : cahiers / journaux (.txt/.md) with dates in
varied forms (ISO, « 3 mars 2025 », « 17/04/2025 », « le 2 juin », « mer. 4 juin », intertitres datés, en-têtes
de courriels datés), e-mail threads, sectioned reports (DOCX with real Heading styles, PDF made with reportlab),
CSV (semicolon, decimal comma) and XLSX trial sheets with a verdict column. Six cases have a noise file
(infolettre, liste de prix, offre d'emploi, facture, contrat, publicité); one case has its noise only as a
promotional footer at the end of an e-mail thread; one case (two files) has no noise at all.

Hard-but-fair features: some facts only in a table (XLSX text cells, a DOCX or PDF table, a CSV column) or only
in the second record file, failed trials that ruled something out, summary e-mails / reports dated after the
trials, a year written once in a journal header, weekday abbreviations. XLSX cells whose text is a fact are
typed as text (« 0,42 % vol. »); plain numeric cells never carry a fact.
"""
import datetime as _dt
import json
import os
import textwrap
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
MIME = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
KEYS = ["name", "question", "language", "files", "facts", "dates", "noise", "bindings"]


def D(iso):
    """A real date cell in a workbook."""
    return _dt.date.fromisoformat(iso)


def text(s):
    return ("text", textwrap.dedent(s).strip("\n") + "\n")


def docx(items):
    return ("docx", items)


def pdf(items):
    return ("pdf", items)


def xlsx(sheets):
    return ("xlsx", sheets)


def _write_text(path, s):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(s)


def _write_docx(path, items):
    from docx import Document
    d = Document()
    for kind, val in items:
        if kind == "title":
            d.add_heading(val, level=0)
        elif kind == "h1":
            d.add_heading(val, level=1)
        elif kind == "h2":
            d.add_heading(val, level=2)
        elif kind == "p":
            d.add_paragraph(val)
        elif kind == "b":
            d.add_paragraph(val, style="List Bullet")
        elif kind == "table":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = str(cell)
        else:
            raise ValueError(kind)
    d.save(path)


def _write_pdf(path, items):
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    ss = getSampleStyleSheet()
    story = []
    for kind, val in items:
        if kind == "title":
            story.append(Paragraph(escape(val), ss["Title"]))
        elif kind == "h1":
            story.append(Paragraph(escape(val), ss["Heading2"]))
        elif kind == "p":
            story.append(Paragraph(escape(val), ss["BodyText"]))
        elif kind == "b":
            story.append(Paragraph("- " + escape(val), ss["BodyText"]))
        elif kind == "table":
            t = Table(val, repeatRows=1)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                                   ("FONTSIZE", (0, 0), (-1, -1), 9),
                                   ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold")]))
            story.append(t)
            story.append(Spacer(1, 8))
        else:
            raise ValueError(kind)
    SimpleDocTemplate(path, pagesize=letter, title=os.path.basename(path), author="",
                      invariant=1).build(story)


def _write_xlsx(path, sheets):
    from openpyxl import Workbook
    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, _dt.date):
                    c.number_format = "yyyy-mm-dd"
    wb.save(path)


WRITERS = {"text": _write_text, "docx": _write_docx, "pdf": _write_pdf, "xlsx": _write_xlsx}


def write_cases():
    body = ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in CASES)
    _write_text(os.path.join(HERE, "cases.json"), '{"cases": [\n' + body + "\n]}\n")


def case(meta, files):
    """Writes the files of one case, appends it to CASES and saves cases.json right away."""
    for fname, (kind, content) in files:
        WRITERS[kind](os.path.join(HERE, fname), content)
    c = {"name": meta["name"], "question": meta["question"], "language": "fr",
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()


# === CASES ===
# ---------------------------------------------------------------------------
# G01 kombucha en canette qui refermente sur la tablette (boissons, Magog) - infolettre d'été en bruit; cahier de
#     brassage .md aux intertitres datés (« ### 7 avril », « ### 2025-04-22 (mar.) », « ### lun. 5 mai »),
#     CSV du suivi des canettes (pression seulement dans le CSV), rapport de labo PDF (alcool par GC et
#     décompte des bactéries vivantes seulement dans le PDF), sommaire daté « 08/08/2025 »
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_kombucha_canette_alcool_residuel",
        "question": "Allo! J'aurais besoin des lignes 242, 244 pis 246 du T661 pour notre projet de kombucha en canette (CANETTE-K). Je t'envoie le cahier de brassage de Geneviève, le CSV du suivi des canettes, le rapport d'AgroBio pis notre infolettre d'été.",
        "facts": {
            "242": [["au plus 0,5 %"], ["au plus 3,0 bar"], ["1 million d'UFC/mL"],
                    ["sans pasteuriser"]],
            "244": [["0,45 µm"], ["sorbate de potassium"], ["allulose"], ["pasteurisation flash", "72 °C"]],
            "246": [["0,42 % vol."], ["2,6 bar"], ["2,1 millions"], ["sorbate ne suffit pas"]],
        },
        "dates": ["2025-04-02", "2025-04-07", "2025-04-14", "2025-04-22", "2025-04-28", "2025-05-05",
                  "2025-07-28", "2025-08-04", "2025-08-08"],
        "noise": ["Nouvelle saveur camerise et basilic", "Rapportez vos bouteilles consignées",
                  "gagnez un an de kombucha", "Marché public de Magog"],
        "bindings": [
            {"value": "1,4 % vol.", "subject": "K1", "others": ["K4", "K3"]},
            {"value": "0,9 % vol.", "subject": "K3", "others": ["K4", "K2"]},
            {"value": "2,7 bar", "subject": "K2", "others": ["K4", "K5"]},
        ],
    },
    [
        ("cahier_brassage_CANETTE-K.md", text("""
            # Cahier de brassage - projet CANETTE-K (kombucha en canette qui reste stable)
            La Fermenterie du Lac inc., Magog - saison 2025
            Tenu par Geneviève Dion (brasseuse, R-D). Les notes d'Olivier Marcoux (dir. de prod) sont marquées OM.

            ## Le problème
            On vend notre kombucha en fût aux cafés depuis 4 ans. Les épiceries en veulent en canette de 355 mL, sur la tablette, pas au frigo. Le hic : notre kombucha est vivant. Les levures continuent de manger le sucre dans la canette, l'alcool monte pis la pression avec. Au-delà de 0,5 % vol., c'est plus une boisson « sans alcool » pis les épiceries peuvent pas la vendre de même.
            Les grosses marques pasteurisent ou filtrent stérile, pis rajoutent des probiotiques en poudre après. Nous autres on veut garder notre culture maison vivante, sans pasteuriser. Ce qu'on sait pas :
            - comment bloquer les levures (surtout les Brettanomyces de notre SCOBY) sans tuer les bactéries acétiques pis lactiques;
            - si un sucre que les levures mangent pas peut remplacer le sucre de canne au dosage final sans changer le goût ni le corps;
            - combien de sucre fermentescible il reste quand même (le thé pis la cellulose du SCOBY en relâchent-tu?).
            Rien de publié là-dessus pour un kombucha non pasteurisé gardé 3 mois à la température de la pièce; les articles parlent de kombucha au frigo.

            Cibles fixées avec OM le 2025-04-02 :
            - alcool au plus 0,5 % vol. après 90 jours à 20 °C
            - pression dans la canette au plus 3,0 bar à 20 °C (Canettes Nord dit que la canette bombe vers 3,5 bar)
            - au moins 1 million d'UFC/mL de bactéries vivantes à 90 jours
            - pas de différence de goût au test triangulaire contre le fût (12 dégustateurs)

            ## Journal

            ### 7 avril - K1 (témoin)
            Recette du fût telle quelle : thé noir + vert, sucre de canne 60 g/L, 10 jours en cuve de 500 L, filtration sur cartouche 5 µm, dosage final de sucre de canne 12 g/L pour le pétillant, mise en canette à froid. 24 canettes au suivi à 20 °C. OM : « on part de là, on sait que ça va bomber ».

            ### 14 avril - K2
            K2 = K1 avec filtration stérilisante 0,45 µm (membrane PES) juste avant la canetteuse. Ça règle l'alcool, mais au décompte maison y'a plus rien qui pousse : on enlève toute la culture vivante avec les levures. Au test triangulaire, 10 sur 12 trouvent la différence (« flat », « goûte le thé sucré »). Rejeté.

            ### 2025-04-22 (mar.) - K3
            K3 = K1 + sorbate de potassium à 0,03 % au dosage final. L'idée : freiner les levures sans toucher aux bactéries. Par contre on perd la mention « sans agent de conservation » sur la canette; OM aime pas ça pantoute.

            ### le 28 avril - K4
            On change deux affaires : (1) on pousse la fermentation en cuve jusqu'à moins de 2 g/L de sucre résiduel (densimètre), pis (2) le dosage final se fait à l'allulose (un sucre rare que nos levures fermentent pas) au lieu du sucre de canne, 12 g/L. Le pétillant vient d'une carbonatation forcée au CO2 en cuve à 2,6 bar, plus de refermentation en canette. Culture vivante gardée : filtration 5 µm seulement.

            ### lun. 5 mai - K5
            Pour comparer : pasteurisation flash à 72 °C pendant 15 s (échangeur à plaques loué) avant la canette, recette K1. Stable, mais goût de compote cuite au panel pis plus rien de vivant. C'est exactement ce qu'on voulait éviter. Rejeté.

            ### le 28 juillet
            Les lots ont tous passé 90 jours à 20 °C (K4 est à 91 jours). Pression pis alcool au densimètre maison dans le CSV. Canettes de K1, K3 pis K4 envoyées à AgroBio pour l'alcool au GC pis le décompte des bactéries.

            ## Sommaire - 08/08/2025
            Filtrer stérile (K2) ou pasteuriser (K5), ça marche pour l'alcool, mais ça tue aussi la culture; c'est écarté. Avec le sorbate (K3), l'alcool monte quand même : le sorbate ne suffit pas contre nos Brettanomyces, le rapport d'AgroBio le confirme. La recette K4 (fermentation poussée + allulose + carbonatation forcée) passe les quatre cibles : 0,42 % vol. au GC, 2,6 bar, 2,1 millions d'UFC/mL de bactéries vivantes, pis 5 sur 12 seulement au triangulaire (pas significatif). On lance la première production en canette en septembre.
            """)),
        ("suivi_canettes_CANETTE-K.csv", text("""
            lot;date_canette;jour;alcool_densimetre;pression_20C;canettes_bombees;triangulaire;verdict
            K1;2025-04-07;30;0,8 % vol.;3,1 bar;0/24;-;suivi
            K1;2025-04-07;90;1,4 % vol.;3,8 bar;3/24;-;non conforme
            K2;2025-04-14;90;0,3 % vol.;2,7 bar;0/24;10/12;non conforme - culture morte
            K3;2025-04-22;90;0,9 % vol.;3,3 bar;0/24;6/12;non conforme
            K4;2025-04-28;91;0,4 % vol.;2,6 bar;0/24;5/12;conforme
            K5;2025-05-05;84;0,3 % vol.;2,5 bar;0/24;11/12;non conforme - goût cuit
            """)),
        ("rapport_AgroBio_AB-25-0804.pdf", pdf([
            ("title", "Rapport d'analyse AB-25-0804 - kombucha en canette"),
            ("p", "Laboratoire AgroBio Estrie inc., Sherbrooke. Client : La Fermenterie du Lac inc., Magog. "
                  "Date du rapport : 4 août 2025. Canettes reçues le 28 juillet 2025, conservées à 20 °C."),
            ("h1", "Mandat"),
            ("p", "Doser l'éthanol et les sucres résiduels de trois lots de kombucha non pasteurisé après environ "
                  "90 jours à 20 °C, et dénombrer les levures et les bactéries vivantes."),
            ("h1", "Méthodes"),
            ("p", "Éthanol : chromatographie en phase gazeuse (GC-FID), étalon interne. Sucres : HPLC, détecteur "
                  "à indice de réfraction (glucose, fructose, saccharose, allulose). Dénombrements : levures sur "
                  "gélose YGC, bactéries acétiques et lactiques sur géloses GYC et MRS, 3 jours à 28 °C."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Éthanol (GC)", "Sucres fermentescibles", "Allulose", "Levures (UFC/mL)",
                 "Bactéries vivantes"],
                ["K1", "1,62 % vol.", "3,1 g/L", "n.d.", "400 000", "3,4 millions d'UFC/mL"],
                ["K3", "0,94 % vol.", "5,8 g/L", "n.d.", "150 000", "2,8 millions d'UFC/mL"],
                ["K4", "0,42 % vol.", "0,6 g/L", "11,6 g/L", "20 000", "2,1 millions d'UFC/mL"],
            ]),
            ("h1", "Interprétation"),
            ("p", "Le lot K3 contient du sorbate, mais les levures isolées (Brettanomyces bruxellensis "
                  "majoritaire) continuent de fermenter le sucre de canne : à pH 3,1, le sorbate ne suffit pas à "
                  "les arrêter. Dans le lot K4, l'allulose n'est pratiquement pas consommée (12,0 g/L dosés au "
                  "départ selon le client, 11,6 g/L à 91 jours) et la faible quantité de sucres fermentescibles "
                  "limite la production d'éthanol. Les résultats ne se rapportent qu'aux échantillons reçus."),
        ])),
        ("infolettre_fermenterie_ete.txt", text("""
            INFOLETTRE - La Fermenterie du Lac
            Édition été

            Nouvelle saveur camerise et basilic, en fût dans tous nos cafés partenaires!
            Rapportez vos bouteilles consignées au comptoir : 0,25 $ par bouteille.
            Concours : gagnez un an de kombucha en nous taguant sur Instagram #fermenteriedulac
            On sera au Marché public de Magog tous les samedis matin, venez goûter!
            Ateliers « Fais ton SCOBY » complets pour juillet, inscrivez-vous pour l'automne.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# G02 coque de kayak rotomoulée avec 40 % de PE recyclé (plasturgie, Saint-Raymond) - liste de prix 2026 en
#     bruit; journal de moulage .txt (« lun. 24 févr. », « 3 mars 2025 », « 10/03/2025 », « le 24 mars »),
#     classeur XLSX à deux feuilles (énergies d'impact seulement dans la 2e feuille et le DOCX), rapport DOCX de
#     labo (décollement des couches de R5 seulement dans le DOCX), fil de courriels avec le recycleur puis
#     résumé au détaillant (en-têtes « Envoyé : », « Le jeu. 27 févr. 2025 à 10:15 »)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_kayak_rotomoule_pe_recycle",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 pour le projet KR-40 (nos coques de kayak avec 40 % de plastique recyclé)? Ci-joint le journal de moulage de Mathieu, le classeur des essais, le rapport de PlastiLab, nos courriels avec Agri-Plast pis la liste de prix 2026.",
        "facts": {
            "242": [["au moins 40 %"], ["au moins 65 J"], ["au plus 6 mm"], ["au plus 28 min"]],
            "244": [["micronisé"], ["deux couches", "boîte de largage"], ["antioxydant"], ["brumisation d'eau"]],
            "246": [["71 J"], ["4 mm"], ["jaunit"], ["11 mm"]],
        },
        "dates": ["2025-02-17", "2025-02-24", "2025-02-26", "2025-02-27", "2025-03-03", "2025-03-10",
                  "2025-03-24", "2025-03-31", "2025-04-11", "2025-04-17"],
        "noise": ["Prix sujets à changement sans préavis", "Garantie à vie limitée sur la coque",
                  "Jupette et pagaie vendues séparément", "Transport inclus au Québec"],
        "bindings": [
            {"value": "31 J", "subject": "R1", "others": ["R4", "R3"]},
            {"value": "48 J", "subject": "R2", "others": ["R4", "R3"]},
            {"value": "52 J", "subject": "R3", "others": ["R4", "R2"]},
        ],
    },
    [
        ("journal_moulage_KR-40.txt", text("""
            KAYAKS PORTNEUF INC. - Saint-Raymond
            Journal de moulage - projet KR-40 (coque rotomoulée avec 40 % de PE recyclé)
            Tenu par Mathieu Paquet, tech. procédés. Révisé par Julie Gingras, ing. (matériaux).

            Contexte : Plein Air Boréal (notre plus gros détaillant) exige pour 2026 au moins 40 % de PE recyclé post-consommation dans nos coques de kayak récréatif (modèle Rivière 12, 3,7 m). Le recyclé qu'on peut avoir au Québec, c'est du PEHD de bidons agricoles broyés chez Agri-Plast à Victoriaville. Pas la même résine que notre PE linéaire de rotomoulage : indice de fluidité différent, densité plus haute, pis de l'humidité pis des bouts d'étiquettes. Dans un moule qui tourne, la poudre doit fondre pis se souder sans pression : on sait pas si un mélange à 40 % va fritter au complet sans allonger le cycle, ni comment la coque va se comporter à froid (les clients échappent leurs kayaks sur le quai en octobre). Les fiches techniques parlent de 10-15 % de recyclé max, pas de 40 %.

            2025-02-17, rencontre avec Julie pis le boss. Cibles :
              - au moins 40 % de PE recyclé dans la coque (en masse)
              - énergie d'impact d'au moins 65 J à -20 °C (dard tombant ARM, coupons pris dans le fond de la coque)
              - gauchissement de la coque d'au plus 6 mm sur la longueur (gabarit)
              - cycle au four d'au plus 28 min (on est à 24 min avec la résine vierge)

            lun. 24 févr. - R1 : 40 % de broyat de bidons tel que reçu (18 mesh) mélangé à sec avec la poudre vierge, four à 290 °C, 24 min. La paroi est pleine de bulles, surtout au fond. Coupons à -20 °C : R1 casse fragile à 31 J. Julie : le broyat est trop gros pis trop humide, il fond pas en même temps que la poudre.
            Écrit à Réal chez Agri-Plast le 26 pour voir s'ils peuvent micronniser plus fin (voir courriels).

            3 mars 2025 - R2 : recyclé micronisé à 35 mesh chez Agri-Plast + séché 4 h à 80 °C avant le mélange. Beaucoup moins de bulles. Impact de R2 : 48 J. Mieux, mais on est loin de 65.

            10/03/2025 - R3 : comme R2 mais 6 min de plus au four (30 min au total) pour finir de fritter. Les bulles sont parties, par contre l'intérieur de la coque jaunit pis sent le brûlé : le PEHD recyclé s'oxyde. R3 donne 52 J seulement pis le cycle dépasse la cible. Cuire plus longtemps, c'est pas la solution.

            le 24 mars - R4 : on change d'approche. Moulage en deux couches : peau extérieure 100 % vierge, puis la couche intérieure (recyclé compoundé avec antioxydant chez Agri-Plast, 60 % recyclé) ajoutée à mi-cycle par une boîte de largage isolée fixée au moule. Recyclé total dans la coque : 42 %. Cycle 27 min. Pas de bulles, pas de jaunissement. Gauchissement 4 mm au gabarit.

            31 mars - R5 : R4 + brumisation d'eau sur le moule au refroidissement pour couper le cycle à 23 min. La coque sort voilée : 11 mm de gauchissement. On garde le refroidissement à l'air.
            Coupons de R1 à R5 envoyés à PlastiLab pour l'impact officiel pis l'adhésion entre les couches.
            """)),
        ("essais_KR-40.xlsx", xlsx([
            ("essais", [
                ["variante", "date", "recyclé (%)", "forme du recyclé", "construction", "cycle (min)",
                 "gauchissement", "aspect", "verdict"],
                ["R1", D("2025-02-24"), 40, "broyat 18 mesh", "1 couche", 24, "5 mm", "bulles",
                 "non conforme"],
                ["R2", D("2025-03-03"), 40, "micronisé 35 mesh, séché", "1 couche", 24, "5 mm", "quelques bulles",
                 "non conforme"],
                ["R3", D("2025-03-10"), 40, "micronisé 35 mesh, séché", "1 couche", 30, "6 mm",
                 "jaunit à l'intérieur", "non conforme"],
                ["R4", D("2025-03-24"), 42, "compoundé + antioxydant", "2 couches (boîte de largage)", 27,
                 "4 mm", "correct", "conforme"],
                ["R5", D("2025-03-31"), 42, "compoundé + antioxydant", "2 couches + brumisation", 23, "11 mm",
                 "coque voilée", "non conforme"],
            ]),
            ("impact_-20C", [
                ["variante", "coupons", "énergie moyenne", "mode de rupture", "note"],
                ["R1", 10, "31 J", "fragile", "bulles dans la cassure"],
                ["R2", 10, "48 J", "fragile 6/10", ""],
                ["R3", 10, "52 J", "fragile 4/10", "PE oxydé"],
                ["R4", 10, "71 J", "ductile", "peau vierge côté impact"],
                ["R5", 10, "63 J", "ductile 8/10", "voir rapport PlastiLab"],
            ]),
        ])),
        ("rapport_PlastiLab_PL-2025-117.docx", docx([
            ("title", "Rapport d'essais PL-2025-117 - coques de kayak KR-40"),
            ("p", "PlastiLab Québec, Thetford Mines. Préparé pour Kayaks Portneuf inc. par Sonia Vachon, ing. "
                  "Date : 2025-04-11."),
            ("h1", "Mandat"),
            ("p", "Mesurer la résistance au choc à -20 °C de coupons prélevés dans cinq coques rotomoulées "
                  "contenant du PE recyclé, et vérifier l'adhésion entre les couches des coques bicouches."),
            ("h1", "Méthode"),
            ("p", "Dix coupons de 125 mm par coque, conditionnés 24 h à -20 °C, essai au dard tombant selon le "
                  "protocole de l'Association of Rotational Molders (méthode de l'escalier). Pour R4 et R5 : "
                  "essai de pelage entre la peau vierge et la couche recyclée, puis coupe au microscope."),
            ("h1", "Résultats"),
            ("table", [
                ["Coque", "Énergie d'impact moyenne à -20 °C", "Rupture", "Adhésion entre couches"],
                ["R1", "31 J", "fragile", "s.o."],
                ["R2", "48 J", "fragile", "s.o."],
                ["R3", "52 J", "mixte", "s.o."],
                ["R4", "71 J", "ductile", "cohésive, aucun décollement"],
                ["R5", "63 J", "ductile", "décollement sur 2 coupons sur 10"],
            ]),
            ("h1", "Discussion"),
            ("p", "Dans les coques monocouches, les porosités et l'oxydation du PE recyclé amorcent des ruptures "
                  "fragiles. La peau vierge de la coque R4 encaisse le choc et la couche recyclée reste bien "
                  "soudée. Le refroidissement brusque de R5 crée des contraintes entre les deux couches, d'où "
                  "le décollement observé et une énergie plus faible."),
            ("h1", "Conclusion"),
            ("p", "Seule la construction R4 dépasse 65 J à -20 °C. La brumisation d'eau au refroidissement n'est "
                  "pas recommandée pour une coque bicouche."),
        ])),
        ("courriels_Agri-Plast_KR-40.txt", text("""
            De : Mathieu Paquet <mpaquet@kayaksportneuf.example>
            Envoyé : 26 février 2025 08:41
            À : Réal Fortier <rfortier@agriplast.example>
            Objet : Broyat de bidons - plus fin?

            Salut Réal,
            Ton broyat est trop gros pour le rotomoulage : on a des bulles plein la coque. Serais-tu capable de le micronniser à 35 mesh? Pis de le sécher avant de l'ensacher?
            Merci!
            Mathieu

            ---
            Le jeu. 27 févr. 2025 à 10:15, Réal Fortier <rfortier@agriplast.example> a écrit :
            > Oui on peut micronniser à 35 mesh sur notre broyeur à disques, on t'envoie 200 kg la semaine prochaine.
            > Pour le séchage faudrait que tu le fasses chez vous, on a pas de séchoir.
            > Si jamais la couleur ou l'odeur vous dérange, on peut aussi le compounder (ré-extruder en granules avec un antioxydant) avant de le micronniser. Ça coûte 0,22 $/kg de plus.
            > Réal

            ---
            De : Mathieu Paquet <mpaquet@kayaksportneuf.example>
            Envoyé : 17 avril 2025 16:05
            À : Annick Roy <aroy@pleinairboreal.example>
            Cc : Julie Gingras
            Objet : KR-40 - coques avec 42 % de recyclé, résultats

            Bonjour Annick,
            Bonne nouvelle pour 2026 : la coque bicouche (peau extérieure vierge, intérieur en recyclé compoundé) contient 42 % de PE recyclé et passe l'essai de choc à -20 °C avec 71 J, selon le rapport de PlastiLab. Gauchissement de 4 mm, cycle de 27 min.
            Ce qu'on a appris en chemin : mettre le recyclé dans toute la paroi donne des coques fragiles au froid, même micronisé, pis le cuire plus longtemps l'oxyde. On a aussi essayé de refroidir à l'eau pour aller plus vite, mais les couches se décollent.
            On vous envoie deux kayaks de présérie en mai.
            Mathieu
            """)),
        ("liste_prix_kayaks_2026.csv", text("""
            modele;longueur;poids;couleurs;prix_detail_suggere;prix_detaillant
            Rivière 10;3,0 m;19 kg;rouge, lime, sable;749 $;524 $
            Rivière 12;3,7 m;23 kg;rouge, bleu, camo;949 $;664 $
            Lac-Sept-Îles 14 tandem;4,3 m;31 kg;orange, sable;1 399 $;979 $
            Mini-Pêche 9;2,7 m;18 kg;vert forêt;599 $;419 $
            Note : Prix sujets à changement sans préavis. Transport inclus au Québec pour 6 kayaks et plus.
            Note : Jupette et pagaie vendues séparément. Garantie à vie limitée sur la coque.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# G03 détection des nids-de-poule par l'accéléromètre des tablettes des autobus (logiciel, Trois-Rivières) -
#     offre d'emploi PDF en bruit; journal de dev .md (année dans l'en-tête, intertitres « ### lun. 12 mai »,
#     « ### 2025-05-20 », « ### le 2 juin », « ### mar. 17 juin »; cibles dans un courriel cité avec en-tête
#     daté), classeur XLSX à deux feuilles (résultats d'hiver seulement dans la 2e feuille), bilan « 21/07/2025 »
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_nids_de_poule_tablettes_autobus",
        "question": "Salut, peux-tu me rédiger les lignes 242, 244 et 246 pour notre projet de détection des nids-de-poule avec les tablettes des autobus de la STTR? T'as le journal de dev, le classeur de validation pis l'offre d'emploi qu'on vient d'afficher.",
        "facts": {
            "242": [["au moins 80 %"], ["au plus 10 %"], ["moins de 5 m"], ["suspension pneumatique"]],
            "244": [["seuil fixe"], ["vitesse GPS"], ["CNN 1D", "réseau convolutif 1D"], ["dos d'âne"]],
            "246": [["83 %"], ["4,2 m"], ["ornières"], ["ne se transfère pas"]],
        },
        "dates": ["2025-05-05", "2025-05-12", "2025-05-20", "2025-06-02", "2025-06-17", "2025-07-07",
                  "2025-07-21"],
        "noise": ["Horaire flexible de 35 h par semaine", "Stationnement gratuit",
                  "Programme de formation continue", "Envoyez votre CV"],
        "bindings": [
            {"value": "58 %", "subject": "A1", "others": ["A4", "A3"]},
            {"value": "66 %", "subject": "A2", "others": ["A4", "A3"]},
            {"value": "61 %", "subject": "A3", "others": ["A4", "A2"]},
        ],
    },
    [
        ("journal_dev_NidsPoule.md", text("""
            # Journal de dev - NidsPoule (détection par les tablettes des autobus)
            Géomobilité inc., Trois-Rivières - été 2025
            Équipe : Karim Haddad (dev mobile), Émilie Bergeron (données), Luc Lemay (STTR, entretien du réseau)

            ## Le problème
            La Ville pis la STTR veulent savoir où sont les nids-de-poule sans attendre les plaintes au 311. Chaque autobus a déjà une tablette de chauffeur avec un accéléromètre pis un GPS. L'idée : l'app écoute les chocs verticaux pis signale les trous à la Ville.
            Ce qui est pas évident :
            - les autobus ont une suspension pneumatique qui amortit les chocs, pis elle est pas réglée pareil d'un véhicule à l'autre (Nova LFS de 40 pi, articulés, minibus);
            - les tablettes sont pas montées pareil (bras articulé, support vissé dans le tableau de bord);
            - les plaques d'égout, les joints de pont pis les dos d'âne donnent des chocs qui ressemblent à un trou;
            - on sait pas si un modèle appris sur un autobus va marcher sur les autres. Les articles qu'on a trouvés utilisent des autos ou des téléphones fixés au pare-brise, pas des autobus.

            Courriel de Luc reçu le 2025-05-05 (cibles de la Ville) :
            > rappel d'au moins 80 % des nids-de-poule de plus de 5 cm de profondeur sur les circuits testés
            > au plus 10 % de fausses alertes, sinon les cols bleus vont arrêter de regarder
            > position à moins de 5 m (pour que l'équipe de colmatage le trouve)
            > au plus 20 Mo par jour par tablette sur le forfait cellulaire

            Vérité terrain : relevé à pied des Travaux publics sur les circuits 1, 4 pis 11 (162 nids-de-poule mesurés à la règle, plus la liste des plaques d'égout pis des dos d'âne).

            ## Journal

            ### lun. 12 mai - A1
            Seuil fixe sur l'accélération verticale (pic de plus de 0,35 g). Facile, roule sur la tablette sans problème. A1 trouve 58 % des trous avec 41 % de fausses alertes : les plaques d'égout pis les joints de pont passent tous.

            ### 2025-05-20 - A2
            Seuil ajusté selon la vitesse GPS (un trou à 50 km/h fesse plus fort qu'à 15 km/h). A2 monte à 66 % de rappel, 27 % de fausses alertes. Les plaques d'égout restent le gros du bruit.

            ### le 2 juin - A3
            Émilie entraîne un réseau convolutif 1D (CNN 1D) sur des fenêtres de 2 s (accéléro 3 axes + vitesse), données de l'autobus 304 seulement. Sur le 304 : 85 % de rappel, 9 % de fausses alertes. Wow. Mais sur les autres autobus, A3 tombe à 61 % : le modèle apprend la suspension du 304 pis ne se transfère pas aux autres véhicules.

            ### mar. 17 juin - A4
            A4 = A3 + calibration par véhicule : chaque tablette ajuste son gain pis sa réponse en fréquence toute seule en passant sur les 14 dos d'âne connus de la Ville (géoréférencés, hauteur mesurée), pis on signale un trou juste s'il est vu dans au moins 3 passages de 2 autobus différents dans un rayon de 5 m. Sur les 3 circuits, tous les autobus : 83 % de rappel, 8 % de fausses alertes, erreur de position médiane de 4,2 m, 12 Mo par jour. Conforme aux cibles.

            ### 7 juillet - A5 + rejeu des données d'hiver
            Karim voulait essayer sans apprentissage : A5 = modèle physique quart de véhicule + filtre de Kalman pour reconstruire le profil de la route. On a aussi rejoué A4 pis A5 sur les données archivées des tablettes de janvier à mars (la STTR les garde). En hiver, les ornières de neige pis la glace brisée font monter les fausses alertes : A5 explose à 35 %, A4 monte à 14 %. Détails dans la feuille « hiver » du classeur.

            ## Bilan du 21/07/2025
            - A1 pis A2 (seuils) : écartés, on peut pas séparer un trou d'une plaque d'égout avec juste un pic.
            - Un modèle entraîné sur un seul autobus ne se transfère pas : la calibration par véhicule sur les dos d'âne règle ça.
            - A4 est conforme l'été. L'hiver, avec les ornières, on dépasse les 10 % de fausses alertes : c'est pas réglé, on continue cet automne.
            - Le modèle physique seul (A5) est écarté.
            """)),
        ("validation_NidsPoule.xlsx", xlsx([
            ("ete", [
                ["approche", "date", "méthode", "autobus", "rappel", "fausses alertes", "position (médiane)",
                 "données/jour", "verdict"],
                ["A1", D("2025-05-12"), "seuil fixe 0,35 g", "tous", "58 %", "41 %", "n.m.", "2 Mo",
                 "non conforme"],
                ["A2", D("2025-05-20"), "seuil selon vitesse GPS", "tous", "66 %", "27 %", "n.m.", "2 Mo",
                 "non conforme"],
                ["A3", D("2025-06-02"), "CNN 1D (autobus 304)", "autres que le 304", "61 %", "18 %", "6,8 m",
                 "9 Mo", "non conforme"],
                ["A4", D("2025-06-17"), "CNN 1D + calibration par véhicule + 3 passages", "tous", "83 %",
                 "8 %", "4,2 m", "12 Mo", "conforme"],
                ["A5", D("2025-07-07"), "quart de véhicule + Kalman", "tous", "74 %", "12 %", "5,5 m",
                 "15 Mo", "non conforme"],
            ]),
            ("hiver", [
                ["approche", "période rejouée", "rappel", "fausses alertes", "cause principale", "verdict"],
                ["A4", "janvier à mars (archives)", "79 %", "14 %", "ornières de neige, glace brisée",
                 "à améliorer"],
                ["A5", "janvier à mars (archives)", "70 %", "35 %", "ornières de neige", "écarté"],
            ]),
        ])),
        ("offre_emploi_scientifique_donnees.pdf", pdf([
            ("title", "Offre d'emploi - Scientifique de données (mobilité)"),
            ("p", "Géomobilité inc. est une jeune entreprise de Trois-Rivières qui aide les villes à mieux "
                  "entretenir leurs rues grâce aux données. On cherche une personne passionnée pour joindre "
                  "notre équipe de 9 personnes."),
            ("h1", "Tes défis"),
            ("b", "Nettoyer et analyser des données de capteurs de véhicules"),
            ("b", "Construire des tableaux de bord pour nos clients municipaux"),
            ("h1", "Ce qu'on offre"),
            ("b", "Horaire flexible de 35 h par semaine"),
            ("b", "Stationnement gratuit et bureaux au centre-ville"),
            ("b", "Programme de formation continue"),
            ("p", "Envoyez votre CV à emplois@geomobilite.example avant la fin du mois. Seules les personnes "
                  "retenues seront contactées."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# G04 lames de patins en inox martensitique qui cassent au froid (métallurgie, Drummondville) - facture
#     d'abrasifs en bruit; cahier de traitement thermique .txt (« 13 janvier 2025 », « 20 janv. », « 2025-01-27 »,
#     « 03/02/2025 », « le 17 février », « lun. 3 mars »), rapport de labo PDF (résilience Charpy de L1 à L3 et
#     austénite résiduelle seulement dans le tableau du PDF, donc les bindings portent sur les km du banc),
#     CSV du banc d'usure (km de glisse, déformation)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_lames_patins_cryogenie",
        "question": "Bonjour! Est-ce que tu peux me faire les lignes 242, 244 pis 246 pour le projet LP-60 (nos lames de patins qui cassent au froid)? J'te joins le cahier de traitement thermique de François, le rapport de Métallab, le CSV du banc d'usure pis une facture d'Abrasifs Mauricie.",
        "facts": {
            "242": [["58 à 60 HRC"], ["au moins 20 J"], ["au moins 35 km"], ["au plus 0,1 mm"]],
            "244": [["revenu à 300 °C"], ["glace sèche"], ["azote liquide", "-196 °C"],
                    ["TiN", "nitrure de titane"]],
            "246": [["22,0 J"], ["41 km"], ["s'écaille"], ["0,06 mm"]],
        },
        "dates": ["2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-17", "2025-03-03",
                  "2025-03-04", "2025-03-14", "2025-03-21"],
        "noise": ["Escompte de 2 % si payé en 10 jours", "Meule CBN", "Frais de transport Purolator",
                  "Aucun retour sur les meules montées"],
        "bindings": [
            {"value": "28 km", "subject": "L1", "others": ["L4", "L3"]},
            {"value": "18 km", "subject": "L2", "others": ["L4", "L3"]},
            {"value": "33 km", "subject": "L3", "others": ["L4", "L2"]},
        ],
    },
    [
        ("cahier_traitement_thermique_LP-60.txt", text("""
            LAMES BORÉALES INC. - Drummondville
            Cahier de traitement thermique - projet LP-60 (lames de patins qui cassent pas au froid)
            Par François Lemieux, métallurgiste. Contrôle qualité : Sophie Giroux.

            Contexte : on fait des lames de remplacement en inox martensitique 440C pour les patins de hockey. Depuis l'hiver passé, retours de garantie : des lames cassent au talon sur les patinoires extérieures quand il fait -20 °C, pis les joueurs se plaignent que le tranchant tient pas (affûtage aux 2-3 games). Dur pis fragile d'un bord, mou de l'autre. On pense que l'austénite résiduelle après la trempe se transforme au grand froid en martensite fraîche pas revenue, ce qui fragiliserait la lame, mais on l'a jamais mesurée. On sait pas non plus si un traitement cryogénique va tordre des lames de 2,9 mm d'épaisseur sur 290 mm de long. Les études sur la cryogénie de l'inox portent sur des outils de coupe massifs, pas sur des lames minces sollicitées en choc à froid.

            Réunion qualité du 13 janvier 2025. Cibles :
             * dureté de 58 à 60 HRC (sous 58, le tranchant roule)
             * résilience Charpy (entaille en V) d'au moins 20 J à -20 °C
             * tenue du tranchant : au moins 35 km de glisse sur le banc d'usure avant que le mordant tombe sous 70 %
             * déformation (flèche) d'au plus 0,1 mm après traitement, sinon faut redresser à la main

            20 janv. - L1 (procédé actuel) : austénitisation 1 050 °C, trempe à l'huile, revenu 200 °C 2 h. L1 = 59 HRC. Barreaux Charpy pis lames envoyés au banc.
            2025-01-27 - L2 : revenu à 300 °C au lieu de 200 °C, pour gagner en ténacité. Dureté 55 HRC pour L2 : trop mou, le banc le confirme (18 km seulement).
            03/02/2025 - L3 : trempe + glace sèche (-78 °C) 2 h tout de suite après la trempe + revenu 200 °C. L3 sort à 60 HRC. Le banc donne 33 km, presque.
            le 17 février - L4 : trempe + azote liquide (-196 °C) pendant 24 h, descente lente à 1 °C/min dans un bac loué, puis double revenu à 180 °C (2 x 2 h). Lames serrées dans un gabarit pendant la cryo pour éviter qu'elles se tordent. L4 = 60 HRC, flèche 0,06 mm.
            lun. 3 mars - L5 : lames L4 + revêtement TiN (nitrure de titane) par PVD chez un sous-traitant de Boucherville. Neuf, ça glisse longtemps (58 km), mais après 3 affûtages, le revêtement s'écaille au tranchant pis on retombe sur la lame L4. Ça coûte 6 $ de plus par paire pour rien.
            Le 4 mars 2025, barreaux de L1 à L4 envoyés à Métallab (Charpy à -20 °C + austénite résiduelle par DRX).

            Bilan - 21 mars 2025 (avec Sophie) :
            Monter le revenu à 300 °C donne une lame trop molle : écarté. La glace sèche aide, mais pas assez. Seule la cryo à l'azote liquide avec double revenu (L4) passe les quatre cibles : 22,0 J au Charpy à -20 °C (rapport Métallab), 41 km au banc, 0,06 mm de flèche. Le TiN est écarté, il survit pas à l'affûtage. Prochaine étape : 500 paires L4 en patinoire extérieure cet hiver.
            """)),
        ("rapport_Metallab_MS-25-0314.pdf", pdf([
            ("title", "Rapport MS-25-0314 - Résilience à froid et austénite résiduelle, lames 440C"),
            ("p", "Métallab Saguenay inc. Client : Lames Boréales inc., Drummondville. Date : 14 mars 2025. "
                  "Échantillons reçus le 4 mars 2025 (barreaux Charpy et lames, traitements L1 à L4)."),
            ("h1", "Méthodes"),
            ("p", "Résilience : éprouvettes Charpy à entaille en V sous-dimensionnées (2,5 mm), 5 par "
                  "traitement, conditionnées à -20 °C, selon ASTM E23. Austénite résiduelle : diffraction des "
                  "rayons X sur la lame, rayonnement Cr K-alpha. Dureté Rockwell C de contrôle."),
            ("h1", "Résultats"),
            ("table", [
                ["Traitement", "Dureté", "Charpy à -20 °C (moy.)", "Austénite résiduelle", "Faciès"],
                ["L1", "59 HRC", "9,2 J", "14,2 %", "clivage"],
                ["L2", "55 HRC", "15,1 J", "8,8 %", "mixte"],
                ["L3", "60 HRC", "12,4 J", "6,1 %", "clivage partiel"],
                ["L4", "60 HRC", "22,0 J", "moins de 2 %", "ductile, cupules fines"],
            ]),
            ("h1", "Interprétation"),
            ("p", "La résilience à froid suit surtout la teneur en austénite résiduelle : l'austénite qui "
                  "subsiste après la trempe se transforme au froid en martensite non revenue, fragile. Le "
                  "traitement L4 (azote liquide suivi d'un double revenu) élimine presque toute l'austénite "
                  "résiduelle et revient la martensite formée, ce qui donne la meilleure résilience sans perte "
                  "de dureté. Les résultats ne se rapportent qu'aux éprouvettes reçues."),
        ])),
        ("banc_usure_LP-60.csv", text("""
            lame;traitement;date_traitement;durete;km_avant_mordant_70;affutages_avant_essai;fleche_apres_traitement;verdict
            L1;trempe + revenu 200 °C;2025-01-20;59 HRC;28 km;0;0,04 mm;non conforme
            L2;trempe + revenu 300 °C;2025-01-27;55 HRC;18 km;0;0,03 mm;non conforme
            L3;trempe + glace sèche + revenu 200 °C;2025-02-03;60 HRC;33 km;0;0,08 mm;non conforme
            L4;trempe + azote liquide 24 h + double revenu 180 °C;2025-02-17;60 HRC;41 km;0;0,06 mm;conforme
            L5-neuf;L4 + TiN PVD;2025-03-03;60 HRC;58 km;0;0,06 mm;à suivre
            L5-3aff;L4 + TiN PVD;2025-03-03;60 HRC;40 km;3;0,06 mm;non conforme - TiN écaillé
            """)),
        ("facture_meules_abrasifs.txt", text("""
            ABRASIFS MAURICIE INC. - Shawinigan
            FACTURE no AM-77215
            Vendu à : Lames Boréales inc., Drummondville

            Qté | Article | Prix unitaire | Montant
            4 | Meule CBN 7 po, grain 120 | 189,00 $ | 756,00 $
            12 | Pierre à rôder double face | 14,50 $ | 174,00 $
            2 | Meule d'oxyde d'alu 8 po montée | 62,00 $ | 124,00 $
            1 | Frais de transport Purolator | 28,90 $ | 28,90 $
            Sous-total : 1 082,90 $ | TPS : 54,15 $ | TVQ : 108,02 $ | Total : 1 245,07 $

            Escompte de 2 % si payé en 10 jours, net 30 jours.
            Aucun retour sur les meules montées.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# G05 granules de chauffage avec de l'écorce (bioénergie, La Tuque) - contrat d'approvisionnement DOCX en bruit;
#     long fil de courriels .txt (en-têtes « Envoyé : 2 septembre 2025 09:12 », « Le lun. 8 sept. 2025 à 16:40 »,
#     « Date : 2025-09-22 11:03 », « Envoyé : 29/09/2025 », résumé final daté) qui sert de journal, rapport de
#     labo PDF (température de déformation des cendres seulement dans le PDF et le résumé)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_granules_ecorce_cendres",
        "question": "Pouvez-vous rédiger les lignes 242, 244 et 246 du T661 pour notre projet de granules avec de l'écorce (GR-15)? J'ai mis le fil de courriels avec Marie-Ève, le rapport du labo de Rouyn pis le contrat avec la scierie.",
        "facts": {
            "242": [["au plus 1,2 %"], ["au moins 97,5 %"], ["1 200 °C"], ["mâchefer"]],
            "244": [["tamis à disques"], ["kaolin"], ["conditionnement à la vapeur"], ["20 % d'écorce"]],
            "246": [["1,1 %"], ["98,2 %"], ["1 210 °C"], ["ajoute trop de cendres"]],
        },
        "dates": ["2025-09-02", "2025-09-08", "2025-09-15", "2025-09-22", "2025-09-29", "2025-10-06",
                  "2025-10-10", "2025-10-20", "2025-10-24"],
        "noise": ["Clause de force majeure", "indexé selon l'IPC", "Pénalité de retard de livraison",
                  "Volume minimal garanti"],
        "bindings": [
            {"value": "2,4 %", "subject": "G1", "others": ["G4", "G3"]},
            {"value": "1,6 %", "subject": "G2", "others": ["G4", "G3"]},
            {"value": "1,9 %", "subject": "G3", "others": ["G4", "G2"]},
        ],
    },
    [
        ("courriels_GR-15_ecorce.txt", text("""
            De : Nicolas Bouchard <nbouchard@granuleshm.example>
            Envoyé : 2 septembre 2025 09:12
            À : Marie-Ève Tessier <metessier@granuleshm.example>
            Objet : GR-15 - granules avec écorce, on se lance

            Salut Marie-Ève,
            Comme on s'est dit, la sciure pis les planures des scieries vont manquer cet hiver (deux scieries ont fermé en Haute-Mauricie), mais de l'écorce d'épinette noire pis de sapin, la scierie nous en donnerait à la tonne. Le problème, c'est que l'écorce a beaucoup plus de cendres que le bois, pis du sable ramassé quand les billes sont traînées en forêt. Dans les poêles à granules de nos clients, ça fait du mâchefer (les cendres fondent pis collent au pot de combustion), pis les poêles s'éteignent.
            Pour garder la certification résidentielle (classe A2), il nous faut :
            - cendres au plus 1,2 % (base sèche)
            - durabilité mécanique d'au moins 97,5 % (culbuteur)
            - température de déformation des cendres d'au moins 1 200 °C, sinon mâchefer
            - pis le plus d'écorce possible, sinon ça vaut pas la peine (la direction parle de 15 % minimum)
            On sait pas quelle part des cendres vient de l'écorce elle-même pis quelle part vient du sable, ni si la fusion des cendres peut être remontée sans en ajouter. Les données qu'on trouve sont pour des granules industriels (classe I), pas résidentiels.
            Nicolas

            ---
            Le lun. 8 sept. 2025 à 16:40, Marie-Ève Tessier <metessier@granuleshm.example> a écrit :
            > G1 fait sur la petite presse : 30 % d'écorce brute broyée avec la sciure, 10 % d'humidité.
            > Au four à moufle : G1 a 2,4 % de cendres. Durabilité 96,1 %, les granules s'effritent.
            > Brûlé 8 h dans le poêle de test : une galette de mâchefer dans le pot. Échantillon gardé pour le labo.

            ---
            De : Marie-Ève Tessier
            Envoyé : 15 sept. 2025 17:02
            Objet : RE: GR-15 - G2
            > G2 : même 30 % d'écorce, mais passée au tamis à disques avant le broyage pour enlever les fines (c'est là qu'est le sable). G2 tombe à 1,6 % de cendres. Durabilité 96,8 %. Moins de mâchefer mais y'en a encore.

            ---
            Date : 2025-09-22 11:03
            De : Marie-Ève Tessier
            Objet : RE: GR-15 - G3 kaolin
            > G3 = G2 + 0,5 % de kaolin mélangé avant la presse. Le kaolin est censé remonter la température de fusion des cendres. Dans le poêle : pas de mâchefer pantoute. Mais G3 monte à 1,9 % de cendres, le kaolin ajoute trop de cendres pour la classe A2.

            ---
            De : Marie-Ève Tessier
            Envoyé : 29/09/2025 15:47
            Objet : RE: GR-15 - G4 (ça marche?)
            > G4 : on redescend à 15 % d'écorce tamisée, pis conditionnement à la vapeur 8 min avant la presse (la lignine ramollit, ça colle mieux). Au four : 1,1 % de cendres pour G4. Durabilité 98,2 %. Aucun mâchefer après 8 h dans le poêle.

            ---
            De : Marie-Ève Tessier
            Envoyé : 6 oct. 2025 10:20
            Objet : RE: GR-15 - G5
            > G5 : même recette que G4 mais à 20 % d'écorce, pour voir jusqu'où on peut aller. Cendres 1,4 % pour G5 : on dépasse. On est pris autour de 15 %.
            > J'envoie G1 à G5 au labo de Rouyn vendredi le 10 octobre pour la fusion des cendres.

            ---
            De : Marie-Ève Tessier
            Envoyé : 24 octobre 2025 14:30
            À : Nicolas Bouchard
            Objet : GR-15 - résumé pour la direction
            Nicolas,
            Le rapport du labo (20 octobre) confirme nos mesures. Résumé :
            1. Le sable compte pour une bonne part des cendres de l'écorce : le tamis à disques en enlève beaucoup, mais à 30 % d'écorce c'est pas assez.
            2. Le kaolin règle le mâchefer mais ajoute trop de cendres : écarté.
            3. À 20 % d'écorce on dépasse 1,2 % de cendres : écarté.
            4. La recette G4 (15 % d'écorce tamisée + conditionnement à la vapeur) passe tout : 1,1 % de cendres, 98,2 % de durabilité, déformation des cendres à 1 210 °C.
            On peut partir la ligne en novembre.
            Marie-Ève
            """)),
        ("rapport_BioCombustibles_BC-2510-44.pdf", pdf([
            ("title", "Rapport BC-2510-44 - Caractérisation de granules de bois avec écorce"),
            ("p", "BioCombustibles Lab, Rouyn-Noranda. Client : Granules Haute-Mauricie inc., La Tuque. Date du "
                  "rapport : 20 octobre 2025. Cinq échantillons (G1 à G5) reçus le 10 octobre 2025."),
            ("h1", "Méthodes"),
            ("p", "Cendres à 550 °C (ISO 18122), durabilité mécanique (ISO 17831-1), température de déformation "
                  "des cendres en atmosphère oxydante (ISO 21404), silice et potassium des cendres par "
                  "fluorescence X."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Écorce", "Cendres (b.s.)", "Durabilité", "Déformation des cendres", "SiO2"],
                ["G1", "30 % brute", "2,4 %", "96,1 %", "1 090 °C", "38 %"],
                ["G2", "30 % tamisée", "1,6 %", "96,8 %", "1 130 °C", "24 %"],
                ["G3", "30 % tamisée + kaolin", "1,9 %", "97,0 %", "1 260 °C", "31 %"],
                ["G4", "15 % tamisée + vapeur", "1,1 %", "98,2 %", "1 210 °C", "17 %"],
                ["G5", "20 % tamisée + vapeur", "1,4 %", "98,0 %", "1 170 °C", "21 %"],
            ]),
            ("h1", "Commentaires"),
            ("p", "La silice des cendres baisse nettement avec le tamisage, ce qui confirme qu'une part "
                  "importante des cendres de l'écorce brute vient de particules minérales. Seul l'échantillon "
                  "G4 respecte à la fois la limite de cendres de 1,2 % et une température de déformation des "
                  "cendres supérieure à 1 200 °C. Les résultats ne se rapportent qu'aux échantillons reçus."),
        ])),
        ("contrat_approvisionnement_sciure.docx", docx([
            ("title", "Contrat d'approvisionnement en sciure et planures"),
            ("p", "Entre Scierie du Haut-Saint-Maurice ltée (le Fournisseur) et Granules Haute-Mauricie inc. "
                  "(l'Acheteur)."),
            ("h1", "1. Objet"),
            ("p", "Le Fournisseur vend à l'Acheteur la sciure et les planures de résineux produites à son usine, "
                  "livrées en vrac par camion à fond mouvant."),
            ("h1", "2. Volume minimal garanti"),
            ("p", "Volume minimal garanti de 18 000 tonnes métriques humides par année, réparti en livraisons "
                  "hebdomadaires."),
            ("h1", "3. Prix"),
            ("p", "Le prix à la tonne est indexé selon l'IPC du Québec au 1er avril de chaque année."),
            ("h1", "4. Livraison"),
            ("p", "Pénalité de retard de livraison : 2 % de la valeur de la livraison par jour ouvrable de "
                  "retard, jusqu'à concurrence de 10 %."),
            ("h1", "5. Clause de force majeure"),
            ("p", "Aucune partie n'est responsable d'un manquement causé par un incendie de forêt, une grève ou "
                  "une fermeture ordonnée par le gouvernement."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# G06 laine québécoise lavable à la machine sans chlore (filature, Trois-Pistoles) - pas de bruit, deux fichiers
#     seulement; notes de labo .md (« 3 février 2025 », « 2025-02-10 », « 17/02/2025 », « le 24 février »,
#     « lun. 3 mars », bilan « 4 avril 2025 »), rapport de labo PDF (perte de résistance et rétrécissement de
#     chaque essai seulement dans le tableau du PDF, sauf pour W5)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_laine_lavable_sans_chlore",
        "question": "Bonjour, j'aimerais avoir les lignes 242, 244 et 246 pour notre projet de laine lavable à la machine sans chlore. J'ai juste deux documents : mes notes de labo pis le rapport du LFT.",
        "facts": {
            "242": [["au plus 8 %"], ["au plus 15 %"], ["sans chlore"], ["écailles"]],
            "244": [["protéase"], ["plasma atmosphérique"], ["chitosane"]],
            "246": [["7,2 %"], ["toucher rêche"], ["attaque le cortex"], ["perte de 11 %"]],
        },
        "dates": ["2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24", "2025-03-03", "2025-03-10",
                  "2025-03-17", "2025-03-28", "2025-04-04"],
        "noise": [],
        "bindings": [
            {"value": "14 %", "subject": "W1", "others": ["W5", "W3"]},
            {"value": "9,5 %", "subject": "W3", "others": ["W5", "W4"]},
            {"value": "6,1 %", "subject": "W4", "others": ["W5", "W3"]},
        ],
    },
    [
        ("notes_labo_laine_lavable.md", text("""
            # Notes de labo - laine lavable à la machine, sans chlore
            Filature Laine des Basques inc., Trois-Pistoles
            Élise Rioux (proprio, chimiste de formation) - essais faits avec Benoît Côté sur la ligne de lavage

            ## Pourquoi
            On file la laine des bergeries du Bas-Saint-Laurent (Dorset, Romanov, croisés), 28 à 32 µm, pas du mérinos. Les tricoteuses nous demandent depuis des années de la laine qui feutre pas dans la laveuse. Le superwash industriel, c'est un traitement au chlore suivi d'une résine : on peut pas envoyer d'effluent chloré à l'usine d'épuration de la ville, pis notre clientèle achète justement parce que c'est écolo. On veut une laine lavable sans chlore.
            La laine feutre parce que les écailles de la cuticule s'accrochent entre elles quand ça frotte dans l'eau chaude. Il faut adoucir les écailles sans affaiblir la fibre. Ce qu'on sait pas :
            - une enzyme (protéase) mange les écailles, mais jusqu'où avant qu'elle rentre dans la fibre?
            - le plasma oxyde la surface, mais est-ce assez sur une laine grossière comme la nôtre?
            - un enrobage peut-il finir le travail sans rendre la laine raide?
            Ce qui est publié porte sur le mérinos fin, traité en usine en continu, pas sur des écheveaux de laine grossière traités en petits lots.

            ## Cibles - 3 février 2025
            - rétrécissement en surface au plus 8 % après 5 lavages à 40 °C en machine (tricot jersey)
            - perte de résistance du fil au plus 15 %
            - sans chlore, sans résine
            - toucher aussi doux que la laine non traitée (panel de 8 tricoteuses du cercle de fermières)

            ## Essais
            2025-02-10 - W1 : protéase seule (subtilisine, 2 % sur le poids de la laine, 50 °C, 60 min). Le jersey de W1 rétrécit encore de 14 %, pis le fil casse facilement : l'enzyme rentre dans la fibre pis attaque le cortex au lieu de juste enlever les écailles.

            17/02/2025 - W2 : plasma atmosphérique à l'air (machine prêtée par le cégep de Rivière-du-Loup, 2 passages) sans enzyme. La fibre reste forte mais le plasma seul suffit pas.

            le 24 février - W3 : plasma atmosphérique puis protéase 20 min seulement. Le plasma ouvre la surface, l'enzyme agit plus vite pis rentre moins. W3 : 9,5 % de rétrécissement. Presque.

            lun. 3 mars - W4 : W3 + chitosane 1 % (enrobage, fixé à 120 °C). Résultat de W4 : 6,1 % de rétrécissement, super, mais 7 tricoteuses sur 8 trouvent le toucher rêche, « comme de la corde ».

            10 mars - W5 : W3 + chitosane 0,5 % + assouplissant au silicone aminé 1 %. W5 rétrécit de 7,2 % après 5 lavages. Toucher jugé doux par 6 tricoteuses sur 8.
            Le 17 mars, écheveaux W1 à W5 envoyés au LFT pour les mesures officielles.

            ## Bilan - 4 avril 2025
            Le rapport du LFT (28 mars) confirme nos mesures maison. La protéase seule est écartée : elle attaque le cortex. Le plasma seul ne suffit pas. Le chitosane à 1 % donne un toucher rêche. La recette W5 passe tout : 7,2 % de rétrécissement pis une perte de 11 % de résistance du fil, sans chlore. Prochaine étape : un lot de 50 kg sur la vraie ligne.
            """)),
        ("rapport_LFT-25-031.pdf", pdf([
            ("title", "Rapport LFT-25-031 - Stabilité au lavage de fils de laine traités sans chlore"),
            ("p", "Laboratoire Fibres et Textiles (LFT), Saint-Hyacinthe. Client : Filature Laine des Basques "
                  "inc., Trois-Pistoles. Date : 28 mars 2025. Écheveaux reçus le 17 mars 2025."),
            ("h1", "Méthodes"),
            ("p", "Tricots jersey préparés au labo à partir des écheveaux, 5 cycles de lavage à 40 °C en machine "
                  "à chargement frontal, séchage à plat, rétrécissement en surface mesuré sur gabarit (méthode "
                  "dérivée de TM31). Résistance à la rupture du fil au dynamomètre, 20 essais par échantillon, "
                  "comparée à la laine non traitée du même lot. Observation des écailles au microscope "
                  "électronique à balayage."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Traitement", "Rétrécissement (5 lavages)", "Perte de résistance",
                 "Écailles (MEB)"],
                ["Témoin", "aucun", "31,0 %", "-", "intactes"],
                ["W1", "protéase 60 min", "14 %", "27 %", "arrachées, fibre fendue"],
                ["W2", "plasma", "12,5 %", "3,0 %", "pointes arrondies"],
                ["W3", "plasma + protéase 20 min", "9,5 %", "12 %", "aplanies"],
                ["W4", "W3 + chitosane 1 %", "6,1 %", "9,0 %", "aplanies, film épais"],
                ["W5", "W3 + chitosane 0,5 % + silicone", "7,2 %", "11 %", "aplanies, film mince"],
            ]),
            ("h1", "Conclusion"),
            ("p", "La protéase employée seule endommage le cortex des fibres (perte de résistance de 27 %). Le "
                  "prétraitement au plasma limite la pénétration de l'enzyme. Les échantillons W4 et W5 "
                  "respectent la limite de rétrécissement de 8 %; W5 présente une perte de 11 % de la "
                  "résistance du fil."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# G07 moules vivantes qui se conservent 10 jours après le frai (aquaculture, Îles-de-la-Madeleine) - pas de
#     fichier de bruit, mais le fil de courriels finit par l'infolettre du distributeur (bruit à partir de
#     « -- Infolettre »); journal R-D .md (« le 9 juin », « 16 juin », « 2025-06-23 », « 30/06/2025 »,
#     « lun. 7 juillet »), classeur XLSX (perte de poids seulement dans le classeur et le résumé), courriels avec
#     en-têtes « Le mar. 3 juin 2025 à 08:55 » et « Envoyé : 25 juillet 2025 »
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_moules_vivantes_conservation",
        "question": "Allô, j'aurais besoin des lignes 242, 244 pis 246 pour notre projet de conservation des moules vivantes sur 10 jours. Y'a le journal R-D d'Audrey, le fichier Excel de survie pis les courriels avec Poissonnerie Atlantique.",
        "facts": {
            "242": [["au moins 95 %"], ["au plus 5 %"], ["frai"], ["2 à 4 °C"]],
            "244": [["reparcage"], ["80 % d'O2"], ["30 % de CO2"], ["microperforé"]],
            "246": [["96 %"], ["3,8 %"], ["51 %"], ["gonflent"]],
        },
        "dates": ["2025-06-03", "2025-06-09", "2025-06-16", "2025-06-23", "2025-06-30", "2025-07-07",
                  "2025-07-17", "2025-07-25"],
        "noise": ["Spécial homard de la semaine", "Commandez avant jeudi midi",
                  "Livraison gratuite sur l'île de Montréal", "se désabonner"],
        "bindings": [
            {"value": "78 %", "subject": "V1", "others": ["V4", "V3"]},
            {"value": "86 %", "subject": "V2", "others": ["V4", "V3"]},
            {"value": "93 %", "subject": "V3", "others": ["V4", "V2"]},
        ],
    },
    [
        ("journal_RD_moules_2025.md", text("""
            # Journal R-D - moules vivantes « 10 jours »
            Moules de la Lagune inc., Havre-aux-Maisons (Îles-de-la-Madeleine) - été 2025
            Audrey Leblanc, biologiste. Jean-Guy Cyr, dir. d'usine (JG).

            ## Contexte
            Nos moules partent vivantes en camion réfrigéré (traversier pis route, 2-3 jours) vers les distributeurs de Montréal. Les distributeurs veulent 10 jours de vie à partir de l'emballage; on est autour de 8 jours au printemps, pis bien pire l'été. Après le frai (fin mai - juin dans la lagune), les moules sont maigres, sans réserves, pis elles meurent vite une fois sorties de l'eau. Le dégrappage à la machine arrache le byssus pis les stresse encore plus.
            Inconnues :
            - un reparcage en eau de mer après le dégrappage les aide-t-il à récupérer, ou ça les épuise encore plus?
            - une atmosphère enrichie en oxygène dans l'emballage, ça marche sur des moules de culture en filières, mais sur des moules de lagune juste après le frai? Personne l'a publié.
            - le CO2, qu'on utilise pour le poisson frais, est-ce qu'il ralentit les bactéries sans tuer les moules?
            Cibles : voir le courriel de Stéphane (3 juin).

            ## Essais (chaque essai = 3 caisses de 10 sacs ou barquettes, suivi J5 pis J10 au frigo de l'usine)

            ### le 9 juin - V1 (témoin)
            Dégrappage, lavage, sac filet de 2 lb sur glace, frigo à 4 °C, comme on fait là. V1 : 78 % de moules vivantes à J10 (test de percussion : coquille qui se referme). Odeur correcte.

            ### 16 juin - V2
            Après le dégrappage, reparcage 48 h en bassin d'eau de mer pompée dans la lagune, refroidie à 8 °C, avant l'emballage en sac filet. Les moules refont du byssus pis se referment bien. V2 monte à 86 % à J10.

            ### 2025-06-23 - V3
            V2 + barquette scellée sous atmosphère modifiée : 80 % d'O2, le reste d'azote. V3 : 93 % à J10, mais des barquettes gonflent vers J8 (les moules respirent, pis le film est étanche). JG : « le client va penser que c'est pourri ».

            ### 30/06/2025 - V4
            V3 avec film microperforé (laisse sortir le CO2 des moules) pis frigo à 2 °C au lieu de 4 °C. Pas une barquette gonflée. V4 : 96 % à J10, perte de poids de 3,8 %.

            ### lun. 7 juillet - V5
            Pour voir : atmosphère à 30 % de CO2 (reste d'azote), comme pour le poisson frais. Mauvaise idée : V5 à 51 % seulement à J10. Les moules restent ouvertes pis meurent, le CO2 les tue.

            ### le 17 juillet
            Fin du suivi J10 de V5. Toutes les données sont dans le fichier Excel. Résumé envoyé à Stéphane le 25.
            """)),
        ("survie_moules_ete2025.xlsx", xlsx([
            ("survie_J10", [
                ["essai", "emballage", "reparcage", "atmosphère", "température", "survie J5", "survie J10",
                 "perte de poids J10", "barquettes gonflées", "verdict"],
                ["V1", D("2025-06-09"), "non", "air (sac filet)", "4 °C", "91 %", "78 %", "7,5 %", "s.o.",
                 "non conforme"],
                ["V2", D("2025-06-16"), "48 h", "air (sac filet)", "4 °C", "95 %", "86 %", "6,0 %", "s.o.",
                 "non conforme"],
                ["V3", D("2025-06-23"), "48 h", "80 % O2 / 20 % N2, film étanche", "4 °C", "98 %", "93 %",
                 "4,1 %", "9 sur 30", "non conforme"],
                ["V4", D("2025-06-30"), "48 h", "80 % O2 / 20 % N2, film microperforé", "2 °C", "99 %", "96 %",
                 "3,8 %", "0 sur 30", "conforme"],
                ["V5", D("2025-07-07"), "48 h", "30 % CO2 / 70 % N2", "2 °C", "80 %", "51 %", "5,2 %",
                 "0 sur 30", "non conforme"],
            ]),
        ])),
        ("courriels_distributeur_moules.txt", text("""
            Le mar. 3 juin 2025 à 08:55, Stéphane Nadeau <snadeau@poissonnerieatlantique.example> a écrit :
            > Bonjour Audrey,
            > Comme discuté au salon, pour qu'on prenne vos moules dans nos contrats d'épiceries cet été, il nous faut :
            > - au moins 95 % de moules vivantes 10 jours après l'emballage
            > - une perte de poids d'au plus 5 % (l'eau qui coule dans le fond des caisses, les clients haïssent ça)
            > - conservation entre 2 à 4 °C, c'est ce qu'on a dans nos chambres froides
            > - pas d'odeur à l'ouverture
            > L'an passé en juillet, on a jeté presque une caisse sur quatre.
            > Stéphane

            ---
            De : Audrey Leblanc <aleblanc@moulesdelalagune.example>
            Envoyé : 25 juillet 2025 13:18
            À : Stéphane Nadeau
            Objet : Moules 10 jours - résultats de l'été

            Bonjour Stéphane,
            On a fait nos tests en plein après le frai, le pire moment. En résumé :
            - Le reparcage de 48 h en eau de mer après le dégrappage aide beaucoup : les moules récupèrent avant de partir.
            - L'atmosphère à 80 % d'O2 en barquette les garde en vie, mais avec un film étanche les barquettes gonflent; avec un film microperforé pis 2 °C, c'est réglé.
            - Le CO2 (comme pour le poisson) les tue : écarté.
            Notre nouvelle barquette donne 96 % de moules vivantes à 10 jours pis 3,8 % de perte de poids. On peut vous en envoyer une palette d'essai la semaine prochaine.
            Audrey

            -- Infolettre Poissonnerie Atlantique en gros --
            Spécial homard de la semaine : homards des Îles 1 1/4 lb à prix d'ami!
            Commandez avant jeudi midi pour livraison le vendredi.
            Livraison gratuite sur l'île de Montréal pour les commandes de 500 $ et plus.
            Pour vous désabonner, cliquez ici : se désabonner.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# G08 marquage routier qui survit aux déneigeuses (infrastructures, Laurentides) - publicité PDF en bruit; carnet
#     de chantier .md sur deux années (« 2024-09-16 », « 23 sept. 2024 », « 30/09/2024 », « le 7 octobre »,
#     « mar. 15 oct. », inspection « le 11 février »), CSV des relevés du printemps (présence du marquage), rapport
#     DOCX d'évaluation (rétroréflexion de P2, P3 et P5 dans le tableau), courriels avec la Ville (cibles au
#     début, résumé à la fin, en-têtes « Envoyé : 3 septembre 2024 » et « Le ven. 16 mai 2025 à 10:02 »)
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_marquage_routier_deneigeuse",
        "question": "Bonjour, j'aimerais que vous me prépariez les lignes 242, 244 et 246 pour le projet ML-H (les lignes de rue qui survivent aux déneigeuses) avec Sainte-Agathe. Je vous envoie le carnet de chantier, le CSV des relevés du printemps, le rapport de Chloé, nos courriels avec la Ville pis la pub de Billes Nordiques qu'on a reçue.",
        "facts": {
            "242": [["au moins 100 mcd"], ["au moins 90 %"], ["jusqu'à 5 °C"], ["lames de déneigeuse"]],
            "244": [["époxy"], ["méthacrylate de méthyle", "MMA"], ["rainure de 3 mm"], ["billes de céramique"]],
            "246": [["168 mcd"], ["94 %"], ["arrachées"], ["34 mcd"]],
        },
        "dates": ["2024-09-03", "2024-09-16", "2024-09-23", "2024-09-30", "2024-10-07", "2024-10-15",
                  "2025-02-11", "2025-04-22", "2025-05-09", "2025-05-16"],
        "noise": ["Offre de lancement", "Fabriquées au Québec depuis 1987", "Demandez votre échantillon gratuit",
                  "distributeur autorisé"],
        "bindings": [
            {"value": "71 mcd", "subject": "P2", "others": ["P4", "P3"]},
            {"value": "82 mcd", "subject": "P3", "others": ["P4", "P5"]},
            {"value": "45 mcd", "subject": "P5", "others": ["P4", "P3"]},
        ],
    },
    [
        ("carnet_chantier_ML-H.md", text("""
            # Carnet de chantier - ML-H (marquage longitudinal qui passe l'hiver)
            Signalisation Laurentienne inc., Saint-Jérôme - automne 2024 / printemps 2025
            Chargé de projet : Patrice Ouellet. Mesures : Chloé Dubé, tech. de labo.
            Site d'essai : chemin du Lac-Brûlé, Sainte-Agathe-des-Monts, 5 tronçons de 300 m (ligne de rive, côté droit).

            ## Pourquoi
            À Sainte-Agathe, les lignes peintes à l'automne sont quasiment parties au printemps. Les lames de déneigeuse en acier pis en carbure raclent la chaussée tout l'hiver, avec l'abrasif pis le sel par-dessus. La Ville repeint chaque printemps, mais de novembre à mai, la nuit, on voit plus la rive. Aucun produit homologué au Québec est garanti pour ça. On sait pas lequel des effets domine (usure par les lames, arrachement des billes, décollement par le gel) pis les essais de durabilité des fabricants se font sur des routes sans déneigement mécanique.
            Autre contrainte : à Sainte-Agathe, il fait souvent juste 5-8 °C la nuit en octobre, pis la Ville peut pas fermer le chemin plus qu'une heure.

            ## Application
            2024-09-16 - P1 (témoin) : peinture à l'eau de la Ville + billes de verre standard saupoudrées. Chaussée 14 °C. Rien de spécial.
            23 sept. 2024 - P2 : époxy 2 composants, 380 µm, billes de verre. Chaussée à 9 °C : ça prend plus de 2 h à sécher, on a dû garder les cônes plus longtemps que permis.
            30/09/2024 - P3 : MMA (méthacrylate de méthyle) à deux composants appliqué à froid, profil structuré en gouttes (pour la visibilité sous la pluie). Chaussée à 7 °C, sec en 25 min.
            le 7 octobre - P4 : on fraise d'abord une rainure de 3 mm de profond pis 15 cm de large dans l'asphalte, puis on remplit de MMA avec billes. La ligne est sous le niveau de la chaussée : la lame passe par-dessus. Chaussée à 6 °C, sec en 30 min.
            mar. 15 oct. - P5 : peinture à l'eau + billes de céramique (indice 1,9) au lieu du verre. Neuve, c'est la plus brillante de toutes.

            ## Hiver
            le 11 février - tournée après la grosse bordée : P1 pis P5 presque invisibles la nuit, P3 a perdu ses gouttes, P4 se voit encore bien. Les lames de la Ville sont neuves (carbure).

            ## Printemps
            Relevés au rétroréflectomètre pis présence mesurée au gabarit le 2025-04-22 (voir CSV). Rapport de Chloé fait.
            """)),
        ("releves_printemps_ML-H.csv", text("""
            troncon;produit;date_application;temp_chaussee;date_releve;retro_moyenne;presence_marquage;verdict
            P1;peinture à l'eau + billes de verre;2024-09-16;14 °C;2025-04-22;34 mcd/m²/lx;41 %;non conforme
            P2;époxy + billes de verre;2024-09-23;9 °C;2025-04-22;71 mcd/m²/lx;78 %;non conforme
            P3;MMA structuré en surface;2024-09-30;7 °C;2025-04-22;82 mcd/m²/lx;85 %;non conforme
            P4;MMA dans une rainure de 3 mm;2024-10-07;6 °C;2025-04-22;168 mcd/m²/lx;94 %;conforme
            P5;peinture à l'eau + billes de céramique;2024-10-15;11 °C;2025-04-22;45 mcd/m²/lx;52 %;non conforme
            """)),
        ("rapport_evaluation_ML-H.docx", docx([
            ("title", "Évaluation printanière des marquages d'essai ML-H"),
            ("p", "Signalisation Laurentienne inc. Rapport de Chloé Dubé, tech. Approuvé par Patrice Ouellet. "
                  "Date : 9 mai 2025."),
            ("h1", "But"),
            ("p", "Comparer, après un hiver complet de déneigement mécanique, cinq systèmes de marquage de rive "
                  "appliqués à l'automne sur le chemin du Lac-Brûlé, par rapport aux cibles de la Ville."),
            ("h1", "Méthode"),
            ("p", "Rétroréflexion mesurée en conditions sèches avec un rétroréflectomètre à géométrie de 30 m, "
                  "10 lectures par tronçon. Présence du marquage : part de la surface d'origine encore couverte, "
                  "estimée au gabarit quadrillé sur 10 placettes par tronçon. Observation des billes à la loupe."),
            ("h1", "Résultats"),
            ("table", [
                ["Tronçon", "Système", "Rétroréflexion (mcd/m²/lx)", "Présence", "Observation"],
                ["P1", "peinture à l'eau, billes de verre", "34 mcd", "41 %", "peinture usée jusqu'à l'asphalte"],
                ["P2", "époxy, billes de verre", "71 mcd", "78 %", "billes usées, film encore présent"],
                ["P3", "MMA structuré", "82 mcd", "85 %", "gouttes arasées par les lames"],
                ["P4", "MMA en rainure", "168 mcd", "94 %", "billes intactes au fond de la rainure"],
                ["P5", "peinture à l'eau, billes de céramique", "45 mcd", "52 %",
                 "billes arrachées, cratères vides"],
            ]),
            ("h1", "Analyse"),
            ("p", "Les billes de céramique n'ont pas d'effet durable : elles sont arrachées avec la peinture par "
                  "les lames et l'abrasif. Un liant plus dur (époxy, MMA) résiste mieux, mais tout ce qui dépasse "
                  "de la chaussée est arasé. Seul le marquage en rainure, protégé du contact direct des lames, "
                  "garde ses billes."),
            ("h1", "Conclusion"),
            ("p", "Le système P4 (MMA dans une rainure de 3 mm) est le seul à dépasser 100 mcd/m²/lx et 90 % de "
                  "présence au printemps, et il a été appliqué à 6 °C."),
        ])),
        ("courriels_ville_ML-H.txt", text("""
            De : Denis Charbonneau, ing. <dcharbonneau@ville-ste-agathe.example>
            Envoyé : 3 septembre 2024 14:27
            À : Patrice Ouellet <pouellet@signalisationlaurentienne.example>
            Objet : Marquage de rive qui passe l'hiver - nos critères

            Bonjour Patrice,
            Pour l'essai sur le chemin du Lac-Brûlé, voici ce qu'on considère comme un succès au printemps, avant de repeindre :
            - rétroréflexion d'au moins 100 mcd/m²/lx (sec)
            - au moins 90 % du marquage encore présent
            - applicable à l'automne jusqu'à 5 °C de chaussée, avec une fermeture d'au plus 1 h par tronçon
            Nos déneigeuses gardent leurs lames pis leur pression habituelles : on change rien de notre bord.
            Denis

            ---
            Le ven. 16 mai 2025 à 10:02, Patrice Ouellet <pouellet@signalisationlaurentienne.example> a écrit :
            > Bonjour Denis,
            > Le rapport de Chloé est en pièce jointe. En gros :
            > - la peinture de la Ville (P1) est tombée à 34 mcd, comme prévu;
            > - les billes de céramique : belles à l'automne, arrachées au printemps;
            > - l'époxy pis le MMA en surface s'usent sous les lames;
            > - le MMA dans une rainure de 3 mm (P4) donne 168 mcd pis 94 % de présence, appliqué à 6 °C, fermeture de 45 min.
            > On propose 2 km de rainurage cet automne sur le boulevard Norman-McLaren.
            > Patrice
            """)),
        ("publicite_billes_verre.pdf", pdf([
            ("title", "Billes Nordiques - la visibilité qui dure"),
            ("p", "Billes de verre haute performance pour le marquage routier, fabriquées au Québec depuis 1987 "
                  "dans notre usine de Mirabel."),
            ("b", "Granulométries AASHTO type 1 et type 3"),
            ("b", "Enrobage d'adhérence pour peintures à l'eau et alkydes"),
            ("b", "Livraison en sacs de 22,7 kg ou en grands sacs de 1 000 kg"),
            ("h1", "Offre de lancement"),
            ("p", "10 % de rabais sur votre première palette de type 3. Demandez votre échantillon gratuit à "
                  "votre distributeur autorisé ou à ventes@billesnordiques.example."),
        ])),
    ],
)


if __name__ == "__main__":
    write_cases()
