#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the fourteenth first-contact set (fr/evidence_first_14).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_13:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small francophone Canadian firms, 2024-2025 projects, in subjects and industries not used by the earlier
evidence sets, spread over the regions: mélange à ployes au sarrasin qui ne fait plus de trous après entreposage
(meunerie, Madawaska, N.-B.), grillage en continu du riz sauvage (transformateur, est du Manitoba), alignement
des versions française et anglaise des règlements municipaux (logiciel, Ottawa, Ont.), vernis anti-graffiti
sacrificiel pour murales (produits de finition, Montréal), mélanges d'hydroensemencement pour talus salés
(aménagement paysager, Laurentides), récupération de l'or fin des placers en eau froide (exploitant de placer,
Klondike, Yukon), contrôleur de chauffe-moteur selon la météo (électronique, Fransaskois, Sask.), recyclage de
l'eau des boues d'hydro-excavation (entrepreneur, Bonnyville, Alb.).

Two questions are in English over French records (the answer follows the question's language, so their
"language" is "en"). Each case has 4 files in mixed formats (at least three formats per case), written the way
these firms write: rapports DOCX (styles Heading: plan, méthode, résultats, conclusion; tableaux), rapports de
labos externes PDF (reportlab, en-tête et pied de page, résultats dans un tableau), feuilles de route CSV
(point-virgule, virgule décimale, dates jj/mm/aaaa ou ISO), classeurs XLSX (résultats dans une deuxième feuille),
fils de courriels .txt (en-têtes « De : », « Date : »), cahiers .txt et notes .md (en-têtes de mois et entrées
« mar. 11 »). Every case has one whole NOISE file (soumission, liste de prix, infolettre, texte marketing,
contrat, note RH, procès-verbal sur le budget, facture) whose text must never reach a draft.

Dates in many French forms: « 3 mars 2025 », « le 2 juin », « 17/04/2025 », « semaine du 10 mars »,
« lun. 14/04 », « lundi 7 avril », « mar. 11 » under « ## Février 2025 », periods « du 9 au 12 juin » (one entry,
listed by its FIRST day only), ISO dates, e-mail headers. Dates written only in the noise file are not listed.

Hard-but-fair features: targets stated with numbers only in a plan, a cahier or an e-mail; coded variants with
close values (bindings: the value belongs to its subject, never to the others); failed variants that ruled
something out; results only in a PDF table or in the second sheet of a workbook; routine work (interface,
packaging, a supplier's standard test) told in research words next to the real work, and never a fact. XLSX
cells whose text is a fact or a binding value are typed as text (« 31 MPa »); plain numeric cells (units in the
header) never carry one.
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


def pdf(items, header="", footer=""):
    return ("pdf", {"items": items, "header": header, "footer": footer})


def xlsx(sheets):
    return ("xlsx", sheets)


def _write_text(path, s):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(s)


def _write_docx(path, items):
    from docx import Document
    d = Document()
    d.core_properties.author = ""
    d.core_properties.title = os.path.basename(path)
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
        elif kind == "n":
            d.add_paragraph(val, style="List Number")
        elif kind == "table":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = str(cell)
                    if i == 0:
                        for r in t.cell(i, j).paragraphs[0].runs:
                            r.bold = True
        else:
            raise ValueError(kind)
    d.save(path)


def _write_pdf(path, spec):
    """A report with a running header and a page footer on every page (reportlab standard fonts)."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    ss = getSampleStyleSheet()
    header, footer = spec["header"], spec["footer"]

    def deco(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 8)
        w, h = letter
        if header:
            canvas.drawString(54, h - 40, header)
            canvas.line(54, h - 44, w - 54, h - 44)
        canvas.drawRightString(w - 54, 30, f"Page {doc.page}")
        if footer:
            canvas.drawString(54, 30, footer)
        canvas.restoreState()

    story = []
    for kind, val in spec["items"]:
        if kind == "title":
            story.append(Paragraph(escape(val), ss["Title"]))
        elif kind == "h1":
            story.append(Paragraph(escape(val), ss["Heading2"]))
        elif kind == "h2":
            story.append(Paragraph(escape(val), ss["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(escape(val), ss["BodyText"]))
        elif kind == "b":
            story.append(Paragraph("- " + escape(val), ss["BodyText"]))
        elif kind == "small":
            story.append(Paragraph(escape(val), ss["Italic"]))
        elif kind == "break":
            story.append(PageBreak())
        elif kind == "table":
            t = Table(val, repeatRows=1)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                                   ("FONTSIZE", (0, 0), (-1, -1), 8),
                                   ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke)]))
            story.append(t)
            story.append(Spacer(1, 8))
        else:
            raise ValueError(kind)
    SimpleDocTemplate(path, pagesize=letter, title=os.path.basename(path), author="", invariant=1,
                      topMargin=64, bottomMargin=54).build(story, onFirstPage=deco, onLaterPages=deco)


def _write_xlsx(path, sheets):
    from openpyxl import Workbook
    from openpyxl.styles import Font
    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for c in ws[1]:
            c.font = Font(bold=True)
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, _dt.date):
                    c.number_format = "yyyy-mm-dd"
        for col in ws.columns:
            width = max(len(str(c.value)) if c.value is not None else 0 for c in col)
            ws.column_dimensions[col[0].column_letter].width = min(max(10, width + 2), 60)
    wb.save(path)


WRITERS = {"text": _write_text, "docx": _write_docx, "pdf": _write_pdf, "xlsx": _write_xlsx}


def write_cases():
    body = ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in CASES)
    _write_text(os.path.join(HERE, "cases.json"), '{"cases": [\n' + body + "\n]}\n")


def case(meta, files):
    """Writes the files of one case, appends it to CASES and saves cases.json right away."""
    for fname, (kind, content) in files:
        WRITERS[kind](os.path.join(HERE, fname), content)
    c = {"name": meta["name"], "question": meta["question"], "language": meta.get("language", "fr"),
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()




# === CASES ===
# ---------------------------------------------------------------------------
# C01 mélange à ployes au sarrasin qui ne fait plus de trous après quelques mois en épicerie (meunerie,
#     Saint-François-de-Madawaska, N.-B.), hiver-printemps 2025 - soumission d'emballage PDF en bruit (nommée dans
#     la question); rapport d'étape DOCX (plan / méthode / résultats / conclusion; cibles seulement là;
#     « 14 janvier 2025 »); feuille de cuisson CSV (dates jj/mm/aaaa, virgule décimale, nombres sans unité);
#     rapport de labo PDF (« reçus le 4 juin 2025 », « du 9 au 11 juin 2025 » = une entrée, le 9,
#     « 13 juin 2025 »; pouvoir levant résiduel seulement dans le tableau). Valeurs voisines : 9 / 12 / 14 / 21 /
#     38 / 41 trous; 1,39 / 1,45 / 1,62 $/kg. Piège : le sac à doublure est un choix d'emballage courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_ployes_sarrasin_trous_entreposage",
        "question": "Bonjour, on aimerait que vous prépariez les lignes 242, 244 et 246 pour le projet du mélange à ployes (PY-25), avec un registre daté des travaux. Je vous envoie le rapport d'étape de Nadine, la feuille de cuisson, le rapport du CDAM pis la soumission d'Emballages Atlantique qui était dans le même dossier.",
        "facts": {
            "242": [["au moins 35 trous"], ["au moins 80 %"], ["au plus 1,45 $/kg"], ["9 mois"]],
            "244": [["séchée à 9 %"], ["SAPP 40"], ["bicarbonate encapsulé"], ["semaines à 38 °C", "sem. à 38 °C"]],
            "246": [["41 trous"], ["86 %"], ["1,39 $/kg"], ["trop tard"]],
        },
        "dates": ["2025-01-14", "2025-01-28", "2025-02-11", "2025-02-25", "2025-03-11", "2025-03-25",
                  "2025-04-08", "2025-04-22", "2025-05-06", "2025-05-20", "2025-06-03", "2025-06-04",
                  "2025-06-09", "2025-06-13"],
        "noise": ["Impression flexographique 4 couleurs", "Plaques d'impression (frais uniques)",
                  "Prix valides 60 jours"],
        "bindings": [
            {"value": "9 trous", "subject": "P1", "others": ["P2", "P3"]},
            {"value": "21 trous", "subject": "P2", "others": ["P1", "P4"]},
            {"value": "1,62 $/kg", "subject": "P4", "others": ["P3", "P5"]},
        ],
    },
    [
        ("rapport_etape_PY-25.docx", docx([
            ("title", "Projet PY-25 - Mélange à ployes qui garde ses trous"),
            ("p", "Meunerie du Haut-Madawaska ltée, Saint-François-de-Madawaska (N.-B.). Rapport d'étape rédigé par "
                  "Nadine Cyr, responsable qualité, pour Rémi Thériault (propriétaire). Cuissons faites par Josée "
                  "Pelletier à la cuisine d'essai du moulin."),
            ("h1", "1. Plan du projet"),
            ("p", "Notre mélange à ployes « prêt à l'eau » (farine de sarrasin de nos producteurs, farine de blé, "
                  "poudre à pâte maison) se vend dans une quarantaine d'épiceries au Madawaska, au Témiscouata et "
                  "dans le nord du Maine. Le 14 janvier 2025, on a compilé les plaintes de l'automne : 23 clients "
                  "disent que le sac acheté depuis quelques mois donne des ployes plates, sans trous, avec un petit "
                  "goût de savon. Une ploye sans trous, pour le monde d'ici, c'est une ploye manquée."),
            ("p", "Les mélanges à crêpes du commerce sont faits de farine de blé sèche et ne cherchent pas les trous. "
                  "Chez nous, la farine de sarrasin sort du moulin à 12 à 13 % d'humidité, elle est plus grasse et "
                  "plus active que le blé, et on ne sait pas ce qui fait perdre les trous : le bicarbonate qui "
                  "réagit lentement avec l'acide dans le sac à cause de l'humidité, le gras du sarrasin qui "
                  "rancit, ou le moment où le gaz sort sur la plaque. Les fournisseurs de levures chimiques n'ont "
                  "aucune donnée sur un mélange au sarrasin cuit d'un seul côté."),
            ("p", "Objectifs fixés avec Rémi :"),
            ("b", "au moins 35 trous ouverts sur une ploye de 18 cm après l'équivalent de 9 mois d'entreposage "
                  "(la durée inscrite sur le sac);"),
            ("b", "pouvoir levant résiduel d'au moins 80 % du pouvoir levant d'un mélange frais, au même âge;"),
            ("b", "pH de la ploye cuite au plus 7,6 (au-dessus, le goût de savon paraît);"),
            ("b", "coût des ingrédients au plus 1,45 $/kg de mélange (le prix de détail ne peut pas bouger)."),
            ("h1", "2. Méthode"),
            ("p", "Cuisson normalisée : 250 g de mélange et 300 mL d'eau froide, repos de 5 min, 60 mL versés sur "
                  "une plaque à 205 °C, cuisson d'un seul côté jusqu'à ce que le dessus soit sec. On compte les "
                  "trous ouverts sur toute la ploye et on mesure le pH d'une ploye broyée dans l'eau. Trois "
                  "ployes par essai, on garde la moyenne."),
            ("p", "Vieillissement accéléré : sacs fermés gardés 10 semaines à 38 °C, ce qui correspond à environ "
                  "9 mois à 25 °C selon la règle qu'on a vérifiée en parallèle avec des sacs du lot de septembre "
                  "gardés à la température du magasin. Chaque formule est cuite fraîche, puis après le "
                  "vieillissement. La feuille de cuisson donne toutes les mesures."),
            ("p", "Formules essayées :"),
            ("b", "P1 : formule vendue depuis 2019 (sarrasin 60 %, blé 40 %, bicarbonate et crème de tartre)."),
            ("b", "P2 : P1 avec la farine de sarrasin séchée à 9 % d'humidité dans le séchoir à grain."),
            ("b", "P3 : P2 avec du SAPP 40 (pyrophosphate acide de sodium à action lente) au lieu de la crème de "
                  "tartre."),
            ("b", "P4 : P2 avec du bicarbonate encapsulé (enrobé de gras végétal) à 100 %."),
            ("b", "P5 : P2 avec moitié bicarbonate encapsulé, moitié bicarbonate ordinaire, crème de tartre, "
                  "et le sac kraft à doublure qu'on utilise déjà pour la farine de blé entier."),
            ("h1", "3. Résultats"),
            ("table", [
                ["Formule", "Trous, frais", "Trous, 10 sem. à 38 °C", "pH vieilli", "Coût des ingrédients"],
                ["P1", "52 trous", "9 trous", "7,8", "1,21 $/kg"],
                ["P2", "50 trous", "21 trous", "7,7", "1,24 $/kg"],
                ["P3", "14 trous", "12 trous", "7,9", "1,30 $/kg"],
                ["P4", "49 trous", "38 trous", "7,5", "1,62 $/kg"],
                ["P5", "51 trous", "41 trous", "7,4", "1,39 $/kg"],
            ]),
            ("p", "La formule actuelle P1 tombe à 9 trous après vieillissement : c'est exactement la plainte des "
                  "clients. Le CDAM a mesuré un pouvoir levant résiduel de 31 % seulement sur ce mélange vieilli, "
                  "et une acidité grasse deux fois plus haute qu'au départ."),
            ("p", "Sécher la farine aide mais ne suffit pas : P2 donne 21 trous après vieillissement."),
            ("p", "Le SAPP 40 garde le gaz dans le sac, mais sur la plaque le gaz sort trop tard : le dessus de la "
                  "ploye est déjà pris quand les bulles montent, elles restent prisonnières. P3 n'a presque pas de "
                  "trous, même frais. Un acide lent ne convient donc pas à une pâte cuite d'un seul côté; on "
                  "abandonne cette voie."),
            ("p", "Le bicarbonate encapsulé protège bien le gaz (38 trous pour P4), mais P4 coûte 1,62 $/kg, "
                  "au-dessus du prix permis."),
            ("p", "P5 garde 41 trous après vieillissement, un pH de 7,4 et un coût de 1,39 $/kg. Le CDAM, qui a "
                  "commencé ses analyses le 9 juin, mesure un pouvoir levant résiduel de 86 % sur P5 vieilli."),
            ("h1", "4. Conclusion et suite"),
            ("p", "La perte des trous vient surtout de l'humidité de la farine de sarrasin, qui fait réagir le "
                  "bicarbonate dans le sac et réveille les enzymes du gras; le goût de savon vient du bicarbonate "
                  "qui n'a plus d'acide pour le neutraliser. Il faut en même temps une farine plus sèche, un "
                  "bicarbonate protégé en partie et un acide qui agit vite sur la plaque."),
            ("p", "À faire : confirmer P5 avec des sacs gardés 9 mois en magasin, et vérifier la capacité du "
                  "séchoir à grain pour toute la production de l'automne."),
        ])),
        ("feuille_cuisson_PY-25.csv", text("""
            date de cuisson;formule;état du mélange;humidité du mélange (%);trous par ploye;diamètre moyen des trous (mm);pH de la ploye;remarques
            28/01/2025;P1;frais;12,4;52;3,1;7,6;témoin, formule vendue
            11/02/2025;P2;frais;9,0;50;3,0;7,6;farine séchée à 9 %
            25/02/2025;P3;frais;9,1;14;1,6;7,9;les bulles montent quand le dessus est déjà pris
            11/03/2025;P4;frais;9,0;49;3,0;7,5;bicarbonate encapsulé à 100 %
            25/03/2025;P5;frais;9,0;51;3,1;7,4;moitié encapsulé + crème de tartre
            08/04/2025;P1;10 sem. à 38 °C;12,9;9;1,2;7,8;ploye plate, surface lisse, goût de savon
            22/04/2025;P2;10 sem. à 38 °C;9,6;21;2,0;7,7;quelques trous au centre seulement
            06/05/2025;P3;10 sem. à 38 °C;9,5;12;1,5;7,9;gonfle après la cuisson, trous fermés
            20/05/2025;P4;10 sem. à 38 °C;9,4;38;2,8;7,5;bon goût
            03/06/2025;P5;10 sem. à 38 °C;9,3;41;2,9;7,4;retenue, échantillons au CDAM
            """)),
        ("rapport_CDAM-25-0117.pdf", pdf([
            ("title", "Rapport d'analyse CDAM-25-0117"),
            ("p", "Humidité, activité de l'eau, pouvoir levant résiduel et acidité grasse de mélanges à ployes"),
            ("p", "Client : Meunerie du Haut-Madawaska ltée. Échantillons reçus le 4 juin 2025 : mélanges P1 et P5, "
                  "chacun frais (gardé au congélateur depuis la fabrication) et vieilli 10 semaines à 38 °C. "
                  "Analyses réalisées du 9 au 11 juin 2025. Rapport émis le 13 juin 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Humidité à l'étuve (130 °C, 1 h). Activité de l'eau à 25 °C. Dégagement de CO2 mesuré à "
                  "l'appareil de Chittick après ajout d'acide; le pouvoir levant résiduel est le CO2 dégagé par "
                  "le mélange vieilli divisé par celui du même mélange frais. Acidité grasse par titrage de "
                  "l'extrait à l'éther (mg KOH/100 g)."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Échantillon", "Humidité", "aw", "CO2 dégagé (mL/g)", "Pouvoir levant résiduel", "Acidité grasse"],
                ["P1 frais", "12,4 %", "0,58", "6,8", "référence", "28"],
                ["P1 vieilli", "12,9 %", "0,61", "2,1", "31 %", "61"],
                ["P5 frais", "9,0 %", "0,41", "6,6", "référence", "25"],
                ["P5 vieilli", "9,3 %", "0,43", "5,7", "86 %", "34"],
            ]),
            ("h1", "3. Commentaires"),
            ("p", "L'activité de l'eau du mélange P1 est assez élevée pour permettre la réaction lente du "
                  "bicarbonate avec l'acide pendant l'entreposage. La hausse de l'acidité grasse de P1 indique une "
                  "activité enzymatique sur les lipides du sarrasin. Le mélange P5, plus sec, conserve l'essentiel "
                  "de son pouvoir levant."),
            ("small", "Les résultats ne se rapportent qu'aux échantillons analysés."),
        ], header="Centre de développement agroalimentaire du Madawaska (CDAM) - Grand-Sault",
            footer="Rapport CDAM-25-0117 - reproduction partielle interdite")),
        ("soumission_Emballages_Atlantique_S-2291.pdf", pdf([
            ("title", "Soumission S-2291"),
            ("p", "Emballages Atlantique ltée, Dieppe (N.-B.). Préparée pour : Meunerie du Haut-Madawaska ltée, "
                  "à l'attention de Rémi Thériault."),
            ("table", [
                ["Description", "Quantité", "Prix unitaire", "Total"],
                ["Sac kraft à fond plat 1 kg, doublure intérieure, fenêtre", "20 000", "0,31 $", "6 200,00 $"],
                ["Impression flexographique 4 couleurs, recto verso", "20 000", "0,06 $", "1 200,00 $"],
                ["Plaques d'impression (frais uniques)", "1", "850,00 $", "850,00 $"],
                ["Fermeture à glissière refermable (option)", "20 000", "0,09 $", "1 800,00 $"],
            ]),
            ("p", "Délai de production : 5 à 6 semaines après l'approbation de l'épreuve. Transport inclus au "
                  "Madawaska. Prix valides 60 jours. Taxes en sus."),
            ("p", "Pour accepter, signez et retournez cette soumission à ventes@emballagesatlantique.example."),
        ], header="Emballages Atlantique ltée - Soumission", footer="TVH 778812345 RT0001")),
    ],
)

# ---------------------------------------------------------------------------
# C02 grillage (« parching ») en continu du riz sauvage de lac au lieu des chaudrons (transformateur, Saint-Georges,
#     Man.), automne 2024 - liste de prix CSV en bruit (nommée dans la question); journal .md sous en-têtes de mois
#     (« jeu. 22 » sous « ## Août 2024 », « mer. 4 », « lun. 9 », « ven. 13 », « jeu. 19 » sous
#     « ## Septembre 2024 », « lun. 7 », « mer. 16 » sous « ## Octobre 2024 »; cibles seulement là); classeur
#     XLSX (réglages + dates dans « réglages », résultats seulement dans « résultats »); courriels (en-têtes
#     « Envoyé : mercredi 2 octobre 2024 ... », rappels « le 22 août », « le 16 octobre »).
#     Valeurs voisines : 24 / 15 / 12 / 6,5 / 7,4 % de brisés; 170 / 240 / 255 kg/h; 26 / 27 / 28 / 46 min.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_riz_sauvage_grillage_continu",
        "question": "Bonjour! Pourriez-vous nous préparer les lignes 242, 244 et 246 pour notre projet de grillage en continu du riz sauvage (RS-24), avec un registre daté des travaux? Vous trouverez le journal de Joël et Marcel, le classeur des essais, les courriels avec Véronique et notre liste de prix 2025.",
        "facts": {
            "242": [["au plus 8 %"], ["250 kg/h"], ["au plus 30 min"], ["7 à 9 %"]],
            "244": [["préchauffage à 120 °C"], ["repos de 45 min"], ["deux tambours en série"],
                    ["tambour rotatif"]],
            "246": [["7,4 %"], ["255 kg/h"], ["gradient d'humidité"], ["27 min"]],
        },
        "dates": ["2024-08-22", "2024-09-04", "2024-09-09", "2024-09-13", "2024-09-19", "2024-10-02",
                  "2024-10-07", "2024-10-16", "2024-10-21", "2024-11-08"],
        "noise": ["Sac refermable de 454 g", "Prix distributeur FAB Saint-Georges", "Minimum de 20 caisses"],
        "bindings": [
            {"value": "24 %", "subject": "G1", "others": ["G2", "G3"]},
            {"value": "46 min", "subject": "G2", "others": ["G1", "G3"]},
            {"value": "170 kg/h", "subject": "G4", "others": ["G3", "G5"]},
        ],
    },
    [
        ("journal_grillage_RS-24.md", text("""
            # RS-24 - grillage en continu du riz sauvage - journal
            Les Grains sauvages Whiteshell inc., Saint-Georges (Man.). Écrit par Joël Fréchette (opérateur) et Marcel Chartier (proprio). Véronique Sabourin, ing. (procédés, contractuelle à Winnipeg) passe une journée par semaine.

            ## Août 2024

            ### jeu. 22 - on part
            On achète le riz vert des récolteurs des lacs du secteur, on le fait mûrir (curing) 7 jours en andains, pis on le grille dans les 4 chaudrons au propane en brassant à la pelle. 90 kg/h en tout quand tout le monde est là. Les chaudrons donnent 18 % de grains brisés au décorticage, pis le riz cuit en 35-50 min selon qui a grillé. L'acheteur de Winnipeg veut du riz long, entier, qui cuit pareil à chaque sac.
            On a acheté un tambour rotatif au propane usagé (séchoir à noix de l'Ontario) qu'on adapte. Personne fait du grillage de riz sauvage en continu à notre connaissance : le grain doit gélatiniser en dedans pendant qu'il sèche, pis on sait pas quel profil de chaleur le permet sans le faire fendre.
            Cibles (Marcel + Véronique) :
            - grains brisés au plus 8 % au décorticage
            - débit au moins 250 kg/h de riz vert (sinon on manque la saison)
            - riz fini qui cuit en au plus 30 min
            - humidité finale de 7 à 9 %

            ## Septembre 2024

            ### mer. 4 - G1
            Tambour à 260 °C d'air, 6 min de séjour, lot de riz vert à 41 % d'humidité. Ça va vite, 240 kg/h. Mais au décorticage G1 donne 24 % de brisés. Les grains sont fendus en travers avant même le décortiqueur (vu à la loupe).

            ### lun. 9 - G2
            On baisse : 200 °C, 11 min. Moins de fissures, mais le grain reste dur au centre. G2 prend 46 min à cuire, le centre est pas gélatinisé. Trop lent pour les restaurants, on abandonne le grillage doux en une passe.

            ### ven. 13 - G3
            Idée de Véronique : deux passes dans le même tambour. Préchauffage à 120 °C pendant 8 min, on ressort, pis on repasse à 240 °C pendant 4 min. Brisés 12 %, cuisson 29 min. Mieux mais encore des fissures.

            ### jeu. 19 - G4
            G3 + repos de 45 min dans le bac isolé entre les deux passes (le riz reste chaud, l'eau du centre a le temps de remonter). G4 tombe à 6,5 % de brisés, cuisson 28 min. Le hic : on passe deux fois dans le même tambour, G4 plafonne à 170 kg/h.

            ## Octobre 2024

            ### lun. 7 - G5
            On a installé un deuxième tambour (le vieux séchoir à grain du voisin, refait) : deux tambours en série, le premier à 120 °C, bac de repos isolé de 45 min entre les deux (vis sans fin lente), le deuxième à 240 °C. Première journée complète : 255 kg/h.

            ### mer. 16 - bilan
            Sur 6 jours de production avec G5 : brisés 7,4 %, cuisson 27 min, humidité finale 8,2 %. On garde.
            Ce qu'on a appris : les grains fendent parce que le dehors sèche pis durcit pendant que le dedans est encore plein d'eau (gradient d'humidité). Le repos chaud laisse l'humidité s'égaliser avant le coup de chaleur. Les lots de riz vert sous 38 % d'humidité après le mûrissement fendent plus, peu importe le réglage.
            Reste : la fumée du deuxième tambour (goût) pis le contrôle de l'humidité des lots à l'entrée.
            """)),
        ("essais_grillage_RS-24.xlsx", xlsx([
            ("réglages", [
                ["code", "date", "tambour(s)", "1re passe", "repos entre passes", "2e passe",
                 "humidité du riz vert (%)"],
                ["G1", D("2024-09-04"), "un tambour", "260 °C, 6 min", "aucun", "aucune", 41],
                ["G2", D("2024-09-09"), "un tambour", "200 °C, 11 min", "aucun", "aucune", 40],
                ["G3", D("2024-09-13"), "un tambour, deux passes", "préchauffage à 120 °C, 8 min",
                 "5 min à l'air", "240 °C, 4 min", 42],
                ["G4", D("2024-09-19"), "un tambour, deux passes", "préchauffage à 120 °C, 8 min",
                 "repos de 45 min en bac isolé", "240 °C, 4 min", 41],
                ["G5", D("2024-10-07"), "deux tambours en série", "120 °C, 8 min", "repos de 45 min en bac isolé",
                 "240 °C, 4 min", 40],
            ]),
            ("résultats", [
                ["code", "brisés au décorticage", "temps de cuisson", "humidité finale", "débit de riz vert",
                 "remarques"],
                ["G1", "24 %", "26 min", "7,1 %", "240 kg/h", "fissures en travers avant décorticage"],
                ["G2", "15 %", "46 min", "9,8 %", "150 kg/h", "centre dur"],
                ["G3", "12 %", "29 min", "8,4 %", "160 kg/h", ""],
                ["G4", "6,5 %", "28 min", "8,3 %", "170 kg/h", "débit trop bas"],
                ["G5", "7,4 %", "27 min", "8,2 %", "255 kg/h", "moyenne de 6 jours, retenu"],
            ]),
        ])),
        ("courriels_RS-24.txt", text("""
            De : Véronique Sabourin <vsabourin@procedes-vs.example>
            Envoyé : mercredi 2 octobre 2024 08:47
            À : Marcel Chartier <marcel@grainswhiteshell.example>
            Cc : Joël Fréchette
            Objet : RE: pourquoi G4 fend moins

            Bonjour Marcel,

            J'ai regardé les grains de G1 et de G4 au microscope à l'université (merci à Luc de m'avoir laissé la place). Sur G1, les fissures partent toutes de la surface et vont vers le centre, en travers du grain : le dehors sèche et durcit à 260 °C pendant que le dedans est encore à 40 % d'eau. C'est un gradient d'humidité trop fort, le même phénomène qu'on connaît pour le séchage du riz paddy, mais là on doit en même temps cuire l'amidon du centre, et je n'ai rien trouvé sur le riz sauvage dans la littérature.
            Le repos chaud entre les deux passes laisse l'eau migrer vers la surface avant le coup de chaleur, c'est pour ça que G4 fend moins. Je propose qu'on arrête de jouer sur la température d'une seule passe : G2 montre que si on baisse assez pour ne plus fendre, l'amidon ne gélatinise plus.
            Pour le débit, je ne vois pas d'autre solution qu'un deuxième tambour. Le séchoir de ton voisin ferait l'affaire s'il tient 240 °C.

            Depuis le démarrage du 22 août, on a quand même appris beaucoup.
            Véronique

            ---
            De : Marcel Chartier <marcel@grainswhiteshell.example>
            Envoyé : lundi 21 octobre 2024 16:12
            À : Véronique Sabourin
            Objet : G5 - chiffres de production

            Véronique,
            Comme dans le bilan du 16 octobre : G5 tient 255 kg/h, 7,4 % de brisés, 27 min de cuisson. Joël a fait cuire un sac de chaque jour de production, l'écart de cuisson d'un jour à l'autre est de 2 min au plus. Avec les chaudrons c'était 15 min d'écart.
            Par contre les 3 lots de riz vert à 36-37 % d'humidité (ceux du lac du nord, livrés secs) ont donné 11 % de brisés même avec G5. On va devoir mesurer l'humidité à la réception.
            Marcel

            ---
            De : Véronique Sabourin
            Envoyé : vendredi 8 novembre 2024 10:30
            À : Marcel Chartier
            Objet : RE: G5 - chiffres de production

            Marcel,
            Pour les lots secs, on pourrait essayer de les réhumidifier avant le premier tambour. Je te fais une proposition d'essai pour la saison prochaine. Je t'envoie aussi ma facture pour octobre.
            Véronique
            """)),
        ("liste_prix_2025_Grains_sauvages.csv", text("""
            produit;format;prix de détail suggéré;prix distributeur;note
            Riz sauvage du Manitoba, grains longs;Sac refermable de 454 g;14,99 $;10,25 $;caisse de 12
            Riz sauvage du Manitoba, grains longs;Boîte de 2 kg;54,00 $;39,50 $;caisse de 6
            Riz sauvage brisé (soupes et farces);Sac de 1 kg;16,50 $;11,00 $;caisse de 10
            Riz sauvage en vrac (restaurants);Sac de 10 kg;;175,00 $;
            Prix distributeur FAB Saint-Georges;;;;Minimum de 20 caisses par commande
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C03 alignement des versions française et anglaise des règlements municipaux et détection des écarts (logiciel,
#     Ottawa, Ont.), hiver-printemps 2025 - infolettre .txt en bruit (nommée dans la question); journal de dev .md
#     (en-têtes ISO, franglais; cibles seulement là; travail courant - vue côte à côte, export Word, annotation du
#     corpus - écrit en mots de recherche, jamais un fait); CSV d'évaluation (ISO, virgule décimale, sans unités);
#     rapport technique DOCX (plan / méthode / résultats / conclusion; « semaine du 10 mars », « 30 avril 2025 »).
#     Valeurs voisines : F1 0,81 / 0,89 / 0,94 / 0,967; rappel 52 / 91 / 93 %; 0,3 / 0,8 / 4,1 fausses alertes.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_reglements_bilingues_alignement",
        "question": "Bonjour, pouvez-vous rédiger les lignes 242, 244 et 246 de notre projet Concordance (AL-25) et nous faire un registre daté des travaux? Ci-joints : le journal de dev de l'équipe, le CSV des évaluations, le rapport technique de Mélanie et notre infolettre du printemps.",
        "facts": {
            "242": [["au moins 0,95"], ["au moins 90 %"], ["au plus 2 min"], ["sans GPU"]],
            "244": [["LaBSE"], ["segmentation structurelle"], ["ancrage"], ["modaux"]],
            "246": [["0,967"], ["0,8 fausse alerte"], ["91 %"], ["énumérations"]],
        },
        "dates": ["2025-01-20", "2025-02-03", "2025-02-12", "2025-02-26", "2025-03-10", "2025-03-12",
                  "2025-03-26", "2025-04-09", "2025-04-23", "2025-04-30"],
        "noise": ["Congrès annuel de l'AMO", "webinaire gratuit", "municipalités de moins de 5 000 habitants"],
        "bindings": [
            {"value": "0,89", "subject": "A2", "others": ["A1", "A3"]},
            {"value": "4,1 fausses alertes", "subject": "D2", "others": ["D1", "D3"]},
            {"value": "52 %", "subject": "D1", "others": ["D2", "D3"]},
        ],
    },
    [
        ("journal_dev_AL-25.md", text("""
            # Concordance (AL-25) - journal de dev
            Logiciels Jurilex inc., Ottawa (Vanier). Mélanie Lalonde (CTO), Patrick Séguin (ML), Kevin Brisebois (back-end/front).

            ### 2025-01-20 - kickoff
            Le besoin : les municipalités bilingues de l'Est ontarien adoptent leurs règlements dans les deux langues, et les deux versions divergent (un montant d'amende différent, un alinéa oublié, « doit » traduit par « may »). Aujourd'hui une greffière compare à la main, 2-3 jours pour un règlement de zonage.
            Il faut d'abord aligner chaque disposition FR avec sa disposition EN, puis dire si elles disent la même chose. Les aligneurs de phrases connus sont faits pour des textes parallèles « propres » (Europarl, Hansard); nos règlements coupent les phrases différemment d'une langue à l'autre, les énumérations sont regroupées ou éclatées, les renvois changent de format. On ne sait pas si ça s'aligne bien sans revoir la structure.
            Contraintes des clients : les règlements non adoptés ne sortent pas du serveur de la municipalité, donc tout roule sur place, sur un portable ordinaire sans GPU.
            Cibles (Mélanie) :
            - alignement : F1 d'au moins 0,95 sur notre corpus de test (40 règlements annotés, 1 900 paires de dispositions)
            - écarts : rappel d'au moins 90 %, et au plus une fausse alerte par 10 pages
            - au plus 2 min pour un règlement de 60 pages, tout compris

            ### 2025-02-03 - A1 baseline
            A1 = Gale-Church (longueur des phrases), fait en 2 jours. F1 0,81. Se perd dès qu'une phrase FR devient deux phrases EN, et ne se rattrape pas avant la fin de l'article.

            ### 2025-02-12 - A2
            A2 = plongements multilingues (LaBSE, roule sur CPU) + programmation dynamique sur la similarité cosinus. A2 monte à 0,89. Les erreurs qui restent : presque toutes dans les énumérations (a), b), c)) que l'anglais met dans une seule phrase avec des points-virgules.
            Kevin : R&D sur la vue côte à côte avec surlignage des écarts, prototype dans React. (Patrick : c'est de l'UI, on sait faire, mais il fallait le faire.)

            ### 2025-02-26 - A3
            A3 = A2 + segmentation structurelle : on découpe d'abord en articles / paragraphes / alinéas à partir de la numérotation et de la mise en page, et on aligne à l'intérieur de chaque article seulement. F1 0,94.

            ### 2025-03-12 - écarts, premiers essais
            D1 = on compare seulement les nombres, montants et dates des deux dispositions alignées. Rapide, peu de bruit, mais D1 ne trouve que 52 % des écarts annotés (rien sur les obligations inversées ni les mots manquants).
            D2 = modèle NLI multilingue fine-tuné sur 3 000 paires (vraies traductions / traductions altérées). D2 trouve 93 % des écarts, mais D2 lève 4,1 fausses alertes par 10 pages (reformulations légitimes) et prend 6 min 10 s pour 60 pages sur le portable. Trop lent, trop bruyant.

            ### 2025-03-26 - A4
            A4 = A3 + ancrage : les nombres, dates et renvois (« article 4.2 », « section 4.2 ») servent de points fixes que la programmation dynamique doit respecter. A4 : F1 0,967, 1 min 40 s pour les 60 pages.

            ### 2025-04-09 - D3
            D3 = D2 distillé (modèle 4 fois plus petit) + règles sur les modaux (doit/shall, peut/may, ne ... pas) + seuil calibré par type de disposition. Rappel 91 %, 0,8 fausse alerte par 10 pages. A4 + D3 : 1 min 55 s pour 60 pages.
            Kevin : export Word du rapport d'écarts fini, avec la mise en page de la greffe.

            ### 2025-04-23 - bilan
            On retient A4 + D3. Ce qu'on a appris :
            - sans la structure, aucun aligneur ne tient sur les énumérations : la segmentation structurelle compte plus que le choix des plongements
            - le NLI seul confond reformulation et écart; les modaux ont besoin de règles explicites
            - le modèle complet est trop lent sans GPU, la version distillée tient dans le budget
            À faire : règlements scannés (OCR) des années 90, corpus du Nouveau-Brunswick.
            """)),
        ("evaluation_AL-25.csv", text("""
            date;version;tâche;corpus;F1 alignement;rappel des écarts (%);fausses alertes par 10 pages;durée pour 60 pages (s);remarque
            2025-02-03;A1;alignement;test 40 règl.;0,81;;;35;Gale-Church
            2025-02-12;A2;alignement;test 40 règl.;0,89;;;70;LaBSE + prog. dynamique
            2025-02-26;A3;alignement;test 40 règl.;0,94;;;75;segmentation structurelle
            2025-03-12;D1;écarts;test 40 règl.;;52;0,3;4;nombres seulement
            2025-03-12;D2;écarts;test 40 règl.;;93;4,1;370;NLI complet
            2025-03-26;A4;alignement;test 40 règl.;0,967;;;100;ancrage nombres et renvois
            2025-04-09;D3;écarts;test 40 règl.;;91;0,8;15;NLI distillé + modaux + seuil
            2025-04-09;A4+D3;chaîne complète;test 40 règl.;0,967;91;0,8;115;retenue
            """)),
        ("rapport_technique_AL-25.docx", docx([
            ("title", "Concordance (AL-25) - rapport technique"),
            ("p", "Logiciels Jurilex inc. Rédigé par Mélanie Lalonde le 30 avril 2025."),
            ("h1", "Plan"),
            ("p", "Aligner automatiquement les dispositions des versions française et anglaise d'un règlement "
                  "municipal, puis signaler les écarts de sens, sur le matériel des municipalités et sans envoyer "
                  "les textes à l'extérieur. Les cibles sont dans le journal de l'équipe (entrée du 20 janvier)."),
            ("h1", "Méthode"),
            ("p", "Corpus de test : 40 règlements de deux municipalités pilotes, annotés par deux juristes "
                  "bilingues (1 900 paires de dispositions, 212 écarts réels). Les versions d'alignement (A1 à "
                  "A4) sont mesurées par le F1 des paires; les versions de détection (D1 à D3) par le rappel des "
                  "212 écarts et par les fausses alertes par 10 pages. Toutes les durées sont prises sur le même "
                  "portable (processeur i5, 16 Go, pas de carte graphique)."),
            ("h1", "Résultats"),
            ("table", [
                ["Version", "Idée", "Résultat"],
                ["A1", "longueur des phrases (Gale-Church)", "F1 0,81"],
                ["A2", "plongements LaBSE + programmation dynamique", "F1 0,89"],
                ["A3", "A2 + segmentation structurelle", "F1 0,94"],
                ["A4", "A3 + ancrage sur nombres, dates et renvois", "F1 0,967"],
                ["D1", "comparaison des nombres", "rappel 52 %"],
                ["D2", "NLI multilingue complet", "rappel 93 %, 4,1 fausses alertes par 10 pages"],
                ["D3", "NLI distillé + règles sur les modaux + seuil calibré", "rappel 91 %, 0,8 fausse alerte"],
            ]),
            ("p", "La semaine du 10 mars, on a analysé à la main les erreurs d'A3 : 70 % venaient d'articles où "
                  "l'ordre des alinéas diffère entre les deux versions. L'ancrage sur les renvois a corrigé la "
                  "plupart de ces cas."),
            ("p", "Le modèle NLI complet (D2) a été écarté malgré son rappel : trop de fausses alertes sur des "
                  "reformulations correctes et une durée trois fois au-dessus du budget sur un portable."),
            ("h1", "Conclusion"),
            ("p", "La chaîne A4 + D3 atteint un F1 de 0,967, un rappel de 91 % et 0,8 fausse alerte par 10 pages, "
                  "en 1 min 55 s pour 60 pages. Le rappel dépasse la cible de peu; les écarts manqués sont "
                  "surtout des mots isolés dans de longues énumérations."),
            ("p", "Les travaux d'interface (vue côte à côte, export Word) et l'installation chez les clients ne "
                  "font pas partie de ce rapport."),
        ])),
        ("infolettre_Jurilex_printemps_2025.txt", text("""
            INFOLETTRE JURILEX - PRINTEMPS 2025

            Bonjour à toutes et à tous,

            Nouveautés
            - Le module de gestion des procès-verbaux permet maintenant la signature électronique par la présidence du conseil.
            - Nouveau tableau de bord des échéances pour les greffes.

            Venez nous voir!
            Notre équipe sera au Congrès annuel de l'AMO à Ottawa, kiosque 214. Démonstrations en continu, café offert.

            Formation
            Un webinaire gratuit sur les bonnes pratiques de rédaction des avis publics aura lieu ce printemps. Inscription sur notre site.

            Offre spéciale
            Tarif préférentiel pour les municipalités de moins de 5 000 habitants : 20 % de rabais la première année sur tous nos modules.

            Pour vous désabonner, répondez « désabonner » à ce courriel.
            Logiciels Jurilex inc., Ottawa
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C04 vernis anti-graffiti sacrificiel pour murales extérieures, enlevable à l'eau chaude (produits de finition,
#     Montréal), hiver-printemps 2025 - texte marketing DOCX en bruit (nommé dans la question); cahier de labo .txt
#     (cibles seulement là; « 3 février 2025 », « le 12 février », « lun. 24/02 », « semaine du 10 mars »,
#     « 17 mars », « le 24 mars », « lun. 14/04 », « le 2 juin »); classeur XLSX (dates d'application dans
#     « formules », résultats maison dans « résultats »); rapport du labo PDF (« reçus le 25 mars 2025 »,
#     « du 31 mars au 23 mai 2025 » = une entrée, le 31 mars, « émis le 30 mai 2025 »; perméance et écart de
#     couleur seulement dans le tableau). Valeurs voisines : perméance 62 / 84 / 93 %; 1 / 2 / 3 passes.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_vernis_antigraffiti_murales",
        "question": "Salut! On aurait besoin des lignes 242, 244 et 246 pour le projet de vernis anti-graffiti pour murales (AG-25), pis d'un registre daté des travaux. Je t'envoie le cahier de labo de Sarah-Maude, le classeur d'essais, le rapport du CERQ et le texte marketing de ProtègeMurale.",
        "facts": {
            "242": [["au plus 2 passes"], ["au moins 80 %"], ["ΔE au plus 2"], ["au plus 9 $/m²"]],
            "244": [["silane-siloxane"], ["cire de polyéthylène oxydée"], ["pullulane"], ["carnauba"]],
            "246": [["84 %"], ["ΔE 1,6"], ["8,40 $/m²"], ["lessivé"]],
        },
        "dates": ["2025-02-03", "2025-02-12", "2025-02-24", "2025-03-10", "2025-03-17", "2025-03-24",
                  "2025-03-25", "2025-03-31", "2025-04-14", "2025-05-30", "2025-06-02"],
        "noise": ["Votre murale mérite une seconde peau", "Livraison gratuite sur l'île de Montréal",
                  "Offert en format de 4 litres"],
        "bindings": [
            {"value": "62 %", "subject": "E1", "others": ["E3", "E4"]},
            {"value": "6 semaines", "subject": "E2", "others": ["E1", "E3"]},
            {"value": "3 passes", "subject": "E3", "others": ["E2", "E4"]},
        ],
    },
    [
        ("cahier_labo_AG-25.txt", text("""
            CAHIER DE LABO - AG-25 vernis anti-graffiti sacrificiel pour murales
            Enduits Urbains Mile-End inc., Montréal. Sarah-Maude Bélanger (chimiste), Olivier Dufresne (proprio), Kim Nguyen (tech.)

            3 février 2025 - départ
            Les organismes de murales nous demandent un vernis qui protège une murale acrylique sur brique contre le tag, qu'on enlève avec la laveuse à eau chaude de la Ville sans abîmer la peinture en dessous. Les anti-graffitis permanents (polyuréthanes) scellent la brique : l'humidité reste prise, la brique s'écaille au gel, la murale avec. Les sacrificiels à la cire existent mais blanchissent après un hiver à Montréal pis le spray traverse.
            On sait pas si une couche sacrificielle peut à la fois laisser passer la vapeur, tenir au gel-dégel sans blanchir, et arrêter les solvants du spray.
            Cibles (Olivier + moi) :
            - graffiti aérosol enlevé à l'eau chaude à 80 °C en au plus 2 passes, sans fantôme
            - perméance à la vapeur d'au moins 80 % de celle de la brique peinte non traitée
            - couleur de la murale : ΔE au plus 2 après 50 cycles gel-dégel + 1 000 h d'UV
            - matière au plus 9 $/m² pour le système complet

            le 12 février - E1
            émulsion de cire microcristalline à 20 %, 2 couches au rouleau sur panneaux de brique peints (acrylique noir et jaune, les pires pour voir le blanchiment).
            Enlèvement du tag : 1 passe, parfait. Mais au congélo maison (gel-dégel -18/+20 °C), E1 blanchit après 20 cycles. E1 ne laisse passer que 62 % de la vapeur (coupelle maison).

            lun. 24/02 - E2
            idée : un film de polysaccharide qui se dissout à l'eau chaude. Pullulane 8 % + glycérol comme plastifiant. Appliqué aussi sur le mur d'essai derrière l'atelier (côté nord, rue Saint-Viateur).
            Très perméable, aucun blanchiment au congélo.

            semaine du 10 mars - E3
            retour à la cire mais plus dure : cire de carnauba + silice colloïdale. Moins de blanchiment. Mais le spray noir traverse la couche : il a fallu 3 passes pour E3 et il reste un fantôme gris sur le jaune.

            17 mars - E4
            système en deux couches :
            1) primaire silane-siloxane très dilué (5 %) : hydrofuge, pénètre dans la peinture et la brique sans faire de film, la vapeur passe
            2) couche sacrificielle : émulsion de cire de polyéthylène oxydée + carnauba (60/40), 2 couches
            Le primaire empêche les solvants du spray de mouiller la peinture en dessous. Enlèvement : 2 passes, pas de fantôme.

            le 24 mars
            panneaux E1, E3, E4 envoyés au CERQ (perméance normalisée, gel-dégel, UV, enlèvement du graffiti mesuré).

            lun. 14/04
            mur d'essai : E2 lessivé par la pluie après 6 semaines, il n'en reste plus rien sur les briques. Un film soluble à l'eau, ça part aussi avec la pluie. On abandonne les films solubles.

            le 2 juin - bilan
            rapport CERQ reçu. E4 : perméance 84 %, ΔE 1,6 après 50 cycles + 1 000 h UV, 2 passes sans fantôme, matière 8,40 $/m². On retient E4.
            Appris :
            - le blanchiment des cires vient de l'eau qui reste prise sous le film au gel (E1); une cire seule ne suffit pas
            - le fantôme vient des solvants du spray qui traversent la cire et tachent la murale; il faut une barrière dans la peinture (primaire), pas une cire plus épaisse
            - tout ce qui se dissout à l'eau chaude se dissout aussi à la pluie
            À faire : essai sur 3 vraies murales du Plateau cet été.
            """)),
        ("essais_AG-25.xlsx", xlsx([
            ("formules", [
                ["code", "appliqué le", "couche 1", "couche 2", "nombre de couches", "coût matière"],
                ["E1", D("2025-02-12"), "aucune", "émulsion de cire microcristalline 20 %", 2, "3,90 $/m²"],
                ["E2", D("2025-02-24"), "aucune", "pullulane 8 % + glycérol", 2, "5,10 $/m²"],
                ["E3", D("2025-03-10"), "aucune", "carnauba + silice colloïdale", 2, "6,70 $/m²"],
                ["E4", D("2025-03-17"), "primaire silane-siloxane 5 %",
                 "cire de polyéthylène oxydée + carnauba (60/40)", 3, "8,40 $/m²"],
            ]),
            ("résultats", [
                ["code", "enlèvement du tag (eau 80 °C)", "fantôme", "gel-dégel maison", "mur d'essai",
                 "dernière observation"],
                ["E1", "1 passe", "non", "blanchit après 20 cycles", "non appliqué", D("2025-03-10")],
                ["E2", "1 passe", "non", "aucun blanchiment", "lessivé après 6 semaines", D("2025-04-14")],
                ["E3", "3 passes", "oui, gris sur jaune", "léger voile", "non appliqué", D("2025-03-17")],
                ["E4", "2 passes", "non", "aucun blanchiment", "non appliqué", D("2025-03-24")],
            ]),
        ])),
        ("rapport_CERQ-25-0219.pdf", pdf([
            ("title", "Rapport d'essais CERQ-25-0219"),
            ("p", "Perméance à la vapeur, tenue au gel-dégel et au rayonnement UV, et enlèvement de graffitis de "
                  "revêtements sacrificiels sur brique peinte"),
            ("p", "Client : Enduits Urbains Mile-End inc., Montréal. Panneaux reçus le 25 mars 2025 : briques "
                  "d'argile peintes à l'acrylique (noir et jaune), revêtues des systèmes E1, E3 et E4, plus des "
                  "témoins non revêtus. Essais réalisés du 31 mars au 23 mai 2025. Rapport émis le 30 mai 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Perméance à la vapeur par la méthode de la coupelle humide, exprimée en pourcentage de la "
                  "perméance du témoin peint non revêtu. 50 cycles de gel-dégel (-18 °C / +20 °C, panneaux "
                  "humidifiés) suivis de 1 000 h d'exposition UV-A en enceinte. Écart de couleur (Delta E) mesuré "
                  "au spectrocolorimètre sur le noir et le jaune, valeur la plus forte retenue. Enlèvement : "
                  "peinture aérosol noire appliquée, séchée 7 jours, lavage à l'eau à 80 °C à 1 500 psi; nombre "
                  "de passes jusqu'à disparition visuelle, puis recherche d'une image résiduelle."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Système", "Perméance (% du témoin)", "Delta E après cycles et UV", "Passes", "Image résiduelle"],
                ["E1", "62 %", "4,6", "1", "non"],
                ["E3", "77 %", "2,8", "3", "oui"],
                ["E4", "84 %", "1,6", "2", "non"],
            ]),
            ("h1", "3. Observations"),
            ("p", "Le système E1 présente un blanchiment marqué après les cycles de gel-dégel. Sur E3, le solvant "
                  "de la peinture aérosol a pénétré jusqu'à la peinture acrylique sous-jacente. Aucun défaut "
                  "visible sur E4."),
            ("small", "Les résultats ne se rapportent qu'aux éléments soumis à l'essai."),
        ], header="Centre d'essais des revêtements du Québec (CERQ) - Laval",
            footer="Rapport CERQ-25-0219 - ne peut être reproduit qu'en entier")),
        ("texte_marketing_ProtegeMurale.docx", docx([
            ("title", "ProtègeMurale"),
            ("h1", "Votre murale mérite une seconde peau"),
            ("p", "Des mois de travail, des couleurs qui racontent votre quartier... et un tag en une nuit. "
                  "ProtègeMurale, c'est la protection invisible conçue à Montréal pour les artistes et les "
                  "organismes qui font vivre nos ruelles."),
            ("b", "Invisible : aucun effet lustré, vos couleurs restent vos couleurs."),
            ("b", "Simple : un rouleau, deux couches, c'est tout."),
            ("b", "Fait ici : fabriqué dans le Mile-End par une équipe passionnée."),
            ("p", "Offert en format de 4 litres et de 20 litres chez nos détaillants partenaires et en ligne. "
                  "Livraison gratuite sur l'île de Montréal."),
            ("p", "Suivez-nous sur Instagram pour voir les murales protégées cet été!"),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C05 mélanges d'hydroensemencement qui survivent aux embruns de sel de déglaçage sur les talus d'autoroute
#     (aménagement paysager, Saint-Jérôme, Laurentides), 2024-2025 - contrat d'entretien PDF en bruit (nommé dans
#     la question); rapport de suivi DOCX (plan / méthode / résultats / conclusion; cibles seulement là;
#     « du 26 au 29 août 2024 » = une entrée, le 26, « le 28 octobre », « 28 avril 2025 », « 16 juin 2025 »,
#     « 27 juin 2025 »); relevés CSV (jj/mm/aaaa, virgule décimale, couverture sans « % »); courriels (en-têtes
#     « Date : mardi 19 novembre 2024 14:05 »). Travail courant (le contrat régulier ensemencé au mélange du devis)
#     dans le même rapport, jamais un fait. Valeurs voisines : couverture 22 / 31 / 58 / 71 / 84 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_hydroensemencement_talus_sales",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 pour notre projet d'hydroensemencement des talus salés (HE-24), avec un registre daté des travaux? Je joins le rapport de suivi d'Annie, les relevés des parcelles, nos courriels avec l'ingénieur de Constructions Monette et le contrat d'entretien de la Ville de Saint-Jérôme.",
        "facts": {
            "242": [["au moins 80 %"], ["8 dS/m"], ["au plus 1,60 $/m²"], ["2 m du bord"]],
            "244": [["puccinellie"], ["fibre de bois liée"], ["gypse"], ["semis dormant"]],
            "246": [["84 %"], ["1,52 $/m²"], ["redoux"]],
        },
        "dates": ["2024-08-26", "2024-10-07", "2024-10-28", "2024-11-19", "2025-04-28", "2025-05-05",
                  "2025-06-16", "2025-06-27"],
        "noise": ["tonte aux deux semaines", "retenue contractuelle de 10 %",
                  "assurance responsabilité civile de 2 000 000 $"],
        "bindings": [
            {"value": "31 %", "subject": "M1", "others": ["M2", "M3"]},
            {"value": "71 %", "subject": "M3", "others": ["M2", "M5"]},
            {"value": "22 %", "subject": "M4", "others": ["M3", "M5"]},
        ],
    },
    [
        ("rapport_suivi_HE-24.docx", docx([
            ("title", "HE-24 - Hydroensemencement des talus exposés au sel de déglaçage"),
            ("p", "Verdure Laurentides inc., Saint-Jérôme. Rapport final rédigé le 27 juin 2025 par Annie Lachance, "
                  "agr., pour François Paquette, président. Travaux de terrain : Steve Charbonneau et son équipe."),
            ("h1", "1. Plan"),
            ("p", "Depuis trois ans, les talus que nous ensemençons le long de l'autoroute 15 pour Constructions "
                  "Monette (sous-traitance du ministère) sont à moitié morts au printemps : les embruns salés des "
                  "déneigeuses brûlent le gazon sur les premiers mètres, la terre reste à nu et le talus ravine. "
                  "Le ministère nous fait reprendre à nos frais. Le mélange du devis (pâturin, fétuque rouge, "
                  "ray-grass) est conçu pour des sols ordinaires; les graminées tolérantes au sel sont connues en "
                  "agriculture, mais nous n'avons trouvé aucune donnée sur leur levée en hydroensemencement, sur "
                  "une pente 2:1, avec le sel qui arrive en plein hiver."),
            ("p", "Objectifs :"),
            ("b", "couverture végétale d'au moins 80 % au printemps suivant, mesurée à 2 m du bord de la chaussée;"),
            ("b", "survie avec une conductivité du sol jusqu'à 8 dS/m à la fonte (mesures de 2023 : 5 à 9 dS/m);"),
            ("b", "pas de rigole d'érosion de plus de 5 cm de profondeur après la fonte;"),
            ("b", "coût posé au plus 1,60 $/m², pour rester concurrentiel aux appels d'offres."),
            ("h1", "2. Méthode"),
            ("p", "Parcelles de 4 m x 10 m sur le talus de l'autoroute 15 à Prévost, 3 répétitions par mélange, "
                  "ensemencées du 26 au 29 août 2024 avec notre hydroensemenceuse. Relevés de couverture par "
                  "grille de points, conductivité électrique du sol (extrait 1:2) à 0-5 cm."),
            ("b", "M1 : mélange du devis + paillis de papier (témoin)."),
            ("b", "M2 : fétuques tolérantes au sel + puccinellie 20 % + paillis de papier."),
            ("b", "M3 : M2 + paillis de fibre de bois liée + gypse 2 t/ha (le calcium déplace le sodium)."),
            ("b", "M4 : M3 en semis dormant, fait le 28 octobre pour une levée au printemps."),
            ("b", "M5 : M3 avec puccinellie 30 % + 1 cm de compost dans la boue, semis de fin août."),
            ("p", "Pendant la même période, les 14 000 m² du contrat régulier ont été ensemencés au mélange du "
                  "devis; ils ne font pas partie des essais."),
            ("h1", "3. Résultats"),
            ("table", [
                ["Mélange", "Couverture au 28 avril 2025", "Conductivité à la fonte", "Érosion", "Coût posé"],
                ["M1", "31 %", "7,1 dS/m", "rigoles de 8 cm", "1,18 $/m²"],
                ["M2", "58 %", "7,3 dS/m", "rigoles de 4 cm", "1,34 $/m²"],
                ["M3", "71 %", "6,2 dS/m", "aucune", "1,47 $/m²"],
                ["M4", "22 %", "6,4 dS/m", "rigoles de 6 cm", "1,47 $/m²"],
                ["M5", "84 %", "6,0 dS/m", "aucune", "1,52 $/m²"],
            ]),
            ("p", "Le témoin M1 ne garde que 31 % de couverture : le mélange du devis ne survit pas au sel près de "
                  "la chaussée, ce qui confirme le problème."),
            ("p", "Le semis dormant M4 a échoué : les graines ont germé pendant le redoux de la mi-novembre et les "
                  "jeunes plants ont gelé (voir courriel du 19 novembre). M4 finit à 22 % au printemps. Avec les "
                  "automnes qu'on a maintenant, le semis dormant n'est pas fiable dans les Laurentides."),
            ("p", "Le paillis de fibre de bois liée et le gypse (M3) gardent le talus en place et baissent la "
                  "conductivité, mais M3 plafonne à 71 %. M5, avec plus de puccinellie et du compost, atteint "
                  "84 % et 89 % au relevé du 16 juin 2025."),
            ("h1", "4. Conclusion"),
            ("p", "M5 répond aux objectifs : 84 % de couverture au printemps, aucune érosion, 1,52 $/m² posé. "
                  "La puccinellie fait la différence dans les 2 premiers mètres; le compost l'aide à s'établir avant "
                  "l'hiver. Il faut semer avant la fin août. À valider sur une deuxième saison et sur un talus "
                  "orienté au nord."),
        ])),
        ("releves_parcelles_HE-24.csv", text("""
            date;mélange;opération;couverture végétale (%);conductivité du sol (dS/m);remarques
            26/08/2024;M1;semis, 3 répétitions;;1,8;paillis de papier
            26/08/2024;M2;semis, 3 répétitions;;1,9;paillis de papier
            26/08/2024;M3;semis, 3 répétitions;;2,0;fibre de bois liée, gypse 2 t/ha
            26/08/2024;M5;semis, 3 répétitions;;1,8;puccinellie 30 %, compost 1 cm
            07/10/2024;M1;relevé d'automne;64;1,2;
            07/10/2024;M2;relevé d'automne;61;1,3;puccinellie lente à lever
            07/10/2024;M3;relevé d'automne;66;1,1;
            07/10/2024;M5;relevé d'automne;72;1,0;
            28/10/2024;M4;semis dormant, 3 répétitions;;1,5;sol à 6 °C
            28/04/2025;M1;relevé de printemps;31;7,1;plaques brûlées sur les 2 premiers mètres
            28/04/2025;M2;relevé de printemps;58;7,3;
            28/04/2025;M3;relevé de printemps;71;6,2;
            28/04/2025;M4;relevé de printemps;22;6,4;plants morts gelés en novembre
            28/04/2025;M5;relevé de printemps;84;6,0;
            16/06/2025;M1;relevé de juin;38;2,4;
            16/06/2025;M3;relevé de juin;76;1,9;
            16/06/2025;M5;relevé de juin;89;1,7;
            """)),
        ("courriels_HE-24.txt", text("""
            De : Annie Lachance <alachance@verdurelaurentides.example>
            Date : mardi 19 novembre 2024 14:05
            À : Mathieu Gingras, ing. <mgingras@constructionsmonette.example>
            Cc : François Paquette
            Objet : parcelles A-15 - mauvaise nouvelle pour le semis dormant

            Bonjour Mathieu,

            Je suis passée aux parcelles ce matin. Avec le redoux de la semaine dernière (13-14 °C deux jours de suite), les graines du semis dormant (M4) ont germé. Les plantules ont 1 cm, elles ne passeront pas l'hiver. On avait choisi le 28 octobre justement pour éviter ça; il y a dix ans ça aurait marché.
            Les autres parcelles (semées fin août) sont bien établies, M5 est la plus dense.
            Je te tiens au courant au printemps.

            Annie

            ---
            De : Mathieu Gingras, ing. <mgingras@constructionsmonette.example>
            Date : lundi 5 mai 2025 07:58
            À : Annie Lachance
            Objet : RE: relevés du printemps

            Annie,

            Merci pour les chiffres du 28 avril. Le 84 % de M5 à 2 m de l'asphalte, c'est mieux que tout ce qu'on a vu sur la 15. Si le coût reste sous 1,60 $/m², je peux proposer au ministère de l'essayer en variante sur le lot de Sainte-Adèle cet été. Il va me falloir votre rapport final et la liste des semences avec les taux.

            Mathieu
            """)),
        ("contrat_entretien_Saint-Jerome_2025.pdf", pdf([
            ("title", "Contrat d'entretien des espaces verts - saison 2025"),
            ("p", "Entre la Ville de Saint-Jérôme (la Ville) et Verdure Laurentides inc. (l'Entrepreneur). "
                  "Appel d'offres public 2025-TP-031."),
            ("h1", "Article 1 - Objet"),
            ("p", "L'Entrepreneur assure l'entretien des parcs, terre-pleins et îlots de la Ville décrits à "
                  "l'annexe A, du 1er mai au 31 octobre 2025, incluant la tonte aux deux semaines, la taille des "
                  "arbustes et le ramassage des feuilles à l'automne."),
            ("h1", "Article 2 - Prix et paiement"),
            ("table", [
                ["Lot", "Superficie", "Prix forfaitaire saisonnier"],
                ["Lot 1 - parcs du secteur centre", "18,4 ha", "96 500,00 $"],
                ["Lot 2 - terre-pleins et îlots", "6,2 ha", "41 200,00 $"],
            ]),
            ("p", "Paiement mensuel sur présentation de facture, avec une retenue contractuelle de 10 % libérée à "
                  "la réception définitive des travaux."),
            ("h1", "Article 3 - Assurances"),
            ("p", "L'Entrepreneur maintient pendant toute la durée du contrat une assurance responsabilité civile de "
                  "2 000 000 $ par événement, la Ville étant désignée comme assurée additionnelle."),
            ("p", "Signé à Saint-Jérôme, en deux exemplaires."),
        ], header="Ville de Saint-Jérôme - Service des travaux publics", footer="Contrat 2025-TP-031")),
    ],
)

# ---------------------------------------------------------------------------
# C06 récupération de l'or fin (moins de 150 µm) dans une usine de lavage de placer, en eau froide et sans
#     produit chimique (exploitant de placer, Dawson, Yukon), saison 2024 - question en anglais; note RH DOCX en
#     bruit (nommée dans la question); courriels (en-têtes « Date : lundi 3 juin 2024 19:42 »; cibles seulement
#     là; anglicismes des placers : clay balls, split sluice, spray bars, yd³); classeur XLSX (configurations
#     et dates dans « configurations », récupérations « 34% » sans espace dans « résultats », tapées par la
#     gérante); rapport d'analyse PDF (« reçus le 24 septembre 2024 », « émis le 9 octobre 2024 »; récupération
#     par fraction seulement dans le tableau). Valeurs voisines : 34 / 46 / 58 / 63 / 71 / 73 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_or_fin_placer_eau_froide",
        "question": "Hello, could you draft lines 242, 244 and 246 for our fine gold recovery project (OR-24) and a dated log of the work? The files are in French: Émilie's e-mails with our metallurgist, the test workbook, the assay report from the Klondike lab, and the HR memo for the 2024 camp.",
        "language": "en",
        "facts": {
            "242": [["au moins 70 %", "70%"], ["100 verges³/h", "100 yd³/h"], ["3 °C"],
                    ["sans produit chimique", "chemical additives"]],
            "244": [["métal déployé", "expanded metal"], ["débourbeur", "log washer"],
                    ["trois canaux", "split sluice"], ["buses haute pression", "spray bars"]],
            "246": [["73 %", "73%"], ["boulettes d'argile", "clay balls"], ["41 %", "41%"]],
        },
        "dates": ["2024-06-03", "2024-06-14", "2024-06-28", "2024-07-08", "2024-07-22", "2024-09-03",
                  "2024-09-16", "2024-09-24", "2024-10-09", "2024-10-15"],
        "noise": ["rotation de 21 jours", "politique sur l'alcool et les drogues", "servis à 5 h 30"],
        "bindings": [
            {"value": "34%", "subject": "S1", "others": ["S2", "S3"]},
            {"value": "58%", "subject": "S3", "others": ["S2", "S4"]},
            {"value": "63%", "subject": "S4", "others": ["S3", "S5"]},
        ],
    },
    [
        ("courriels_OR-24.txt", text("""
            De : Émilie Lessard <emilie@placersbonanzanord.example>
            Date : lundi 3 juin 2024 19:42
            À : Raymond Tremblay, ing. <rtremblay@metallurgie-yukon.example>
            Cc : Guy Lessard
            Objet : projet or fin - ce qu'on veut essayer cet été

            Bonjour Raymond,

            Comme on s'est dit au téléphone, voici où on en est. Sur le claim du ruisseau Hunker, notre usine de lavage (trommel + sluice de 4 pi x 24 pi, riffles hongrois et tapis à boucles) passe 100 verges³/h (100 yd³/h). Les essais de panning dans les rejets de l'an passé montrent qu'on perd une bonne partie de l'or fin : on estime qu'on récupère seulement le tiers de l'or de moins de 150 µm (100 mesh). Sur nos graviers, c'est presque 30 % de l'or total. Notre gravier a beaucoup d'argile bleue.
            Au début et à la fin de la saison, l'eau du ruisseau est à 3 °C. On pense que l'eau froide (plus visqueuse) emporte l'or fin plus loin, mais on n'a jamais vu de chiffres pour un sluice. Et le permis d'utilisation des eaux est clair : « no chemical additives » dans l'eau de procédé, donc pas de dispersant pour l'argile. Il faut que ça se règle mécaniquement, sans produit chimique.
            Nos cibles pour la saison :
            - récupérer au moins 70 % de l'or de moins de 150 µm
            - sans baisser le débit de 100 verges³/h
            - que ça tienne avec l'eau à 3 °C, pas seulement en juillet
            Premier essai de base (S1, l'usine telle quelle) le 14 juin : on fait passer 200 verges de gravier « dopé » avec des grains d'or fin tamisés de nos concentrés, pesés, pour mesurer la récupération.

            Émilie

            ---
            De : Émilie Lessard
            Date : lundi 8 juillet 2024 21:10
            À : Raymond Tremblay, ing.
            Objet : RE: projet or fin - ce qu'on veut essayer cet été

            Raymond,
            Les chiffres :
            - S1 (le 14 juin) : 34 % de l'or de moins de 150 µm récupéré. Pire qu'on pensait.
            - S2 (le 28 juin) : riffles en métal déployé (expanded metal) sur tapis de type « miner's moss », pente baissée de 2 po/pi à 1,5 po/pi : 46 %.
            Aujourd'hui on commence S3 : Guy a installé le débourbeur (un vieux log washer de Dawson) avant le trommel, 8 min de brassage. Dans les rejets de S2, Guy trouve plein de clay balls grosses comme des billes, et quand on les casse il y a de l'or fin dedans.

            Émilie

            ---
            De : Raymond Tremblay, ing.
            Date : lundi 22 juillet 2024 08:15
            À : Émilie Lessard
            Cc : Guy Lessard
            Objet : RE: RE: projet or fin

            Émilie, Guy,

            S3 à 58 %, c'est le débourbeur qui fait le gros du travail : les boulettes d'argile qui roulaient dans le sluice emportaient l'or fin collé dessus. Il en reste encore dans les rejets de S3 (les petites, moins de 1 cm).
            Le reste de la perte, je pense que c'est la vitesse de l'eau : à 100 verges³/h dans un seul canal de 4 pi, l'eau va trop vite au-dessus des riffles pour que des particules de 75 µm se déposent. Je propose le split sluice : trois canaux de 16 po au lieu d'un, même débit total, vitesse d'environ 0,9 m/s au lieu de 1,6 m/s. C'est S4. Vous pouvez le monter aujourd'hui, l'eau est à 11 °C, on aura une référence d'été.
            Il faudra refaire S4 en septembre avec l'eau froide : c'est là qu'on saura si la température compte autant qu'on le pense.

            Raymond

            ---
            De : Guy Lessard <guy@placersbonanzanord.example>
            Date : lundi 16 septembre 2024 18:30
            À : Raymond Tremblay, ing.; Émilie Lessard
            Objet : S4 en eau froide pis S5

            Raymond,
            S4 avait donné 71 % en juillet avec l'eau à 11 °C. Refait le 3 septembre avec l'eau à 3 °C : 63 %. Ça fait mal. Dans les rejets il y a encore des petites clay balls.
            Pour S5 on a mis des spray bars haute pression dans le trommel (buses haute pression à 80 psi, la pompe de 4 po de l'autre usine) pour casser l'argile avant le sluice, toujours sans rien dans l'eau. Premier passage aujourd'hui, eau à 3 °C. Émilie t'envoie les chiffres. Les rejets de S4 et de S5 partent au labo de Whitehorse cette semaine.
            Guy

            ---
            De : Émilie Lessard
            Date : mardi 15 octobre 2024 09:05
            À : Raymond Tremblay, ing.
            Objet : bilan de la saison

            Raymond,
            Le rapport du labo (émis le 9 octobre) confirme : S5 récupère 73 % de l'or de moins de 150 µm avec l'eau à 3 °C, au même débit. La fraction de moins de 75 µm reste faible : 41 % avec S5. Le labo voit encore quelques boulettes d'argile dans les rejets de S4, presque plus dans ceux de S5.
            Ce qu'on retient : l'argile était la première cause de perte, la vitesse de l'eau la deuxième, et l'eau froide nous coûte encore 8 points même avec les trois canaux. Pour le moins de 75 µm, il faudra autre chose l'an prochain (un concentrateur, peut-être).
            Émilie
            """)),
        ("essais_OR-24.xlsx", xlsx([
            ("configurations", [
                ["code", "date", "débourbage", "trommel", "sluice", "riffles", "pente"],
                ["S1", D("2024-06-14"), "aucun", "buses d'origine", "un canal de 4 pi", "hongrois + tapis à boucles",
                 "2 po/pi"],
                ["S2", D("2024-06-28"), "aucun", "buses d'origine", "un canal de 4 pi",
                 "métal déployé + tapis miner's moss", "1,5 po/pi"],
                ["S3", D("2024-07-08"), "débourbeur 8 min", "buses d'origine", "un canal de 4 pi",
                 "métal déployé + tapis miner's moss", "1,5 po/pi"],
                ["S4", D("2024-07-22"), "débourbeur 8 min", "buses d'origine", "trois canaux de 16 po",
                 "métal déployé + tapis miner's moss", "1,5 po/pi"],
                ["S5", D("2024-09-16"), "débourbeur 8 min", "buses haute pression 80 psi", "trois canaux de 16 po",
                 "métal déployé + tapis miner's moss", "1,5 po/pi"],
            ]),
            ("résultats", [
                ["code", "date de l'essai", "eau (°C)", "débit (verges³/h)", "récupération -150 µm",
                 "récupération -75 µm", "note"],
                ["S1", D("2024-06-14"), 6, 100, "34%", "", "base"],
                ["S2", D("2024-06-28"), 9, 100, "46%", "", ""],
                ["S3", D("2024-07-08"), 11, 100, "58%", "", "clay balls dans les rejets"],
                ["S4", D("2024-07-22"), 11, 100, "71%", "", "eau chaude d'été"],
                ["S4", D("2024-09-03"), 3, 100, "63%", "29%", "même réglage, eau froide"],
                ["S5", D("2024-09-16"), 3, 100, "73%", "41%", "retenu"],
                ["cible", "", 3, 100, "70%", "", "au moins 70% du moins de 150 µm, eau froide, même débit"],
            ]),
        ])),
        ("rapport_analyse_KL-24-0388.pdf", pdf([
            ("title", "Rapport d'analyse KL-24-0388"),
            ("p", "Récupération gravimétrique de l'or fin par fraction granulométrique - rejets de sluice"),
            ("p", "Client : Placers Bonanza Nord ltée, Dawson (Yukon). Échantillons reçus le 24 septembre 2024 : "
                  "rejets et concentrés des essais S4 (eau à 3 °C) et S5, avec la masse et la granulométrie de "
                  "l'or ajouté fournies par le client. Rapport émis le 9 octobre 2024."),
            ("h1", "1. Méthode"),
            ("p", "Les rejets sont tamisés à 150 µm et 75 µm. L'or de chaque fraction est concentré sur table à "
                  "secousses puis dosé par pyroanalyse avec finition gravimétrique. La récupération est calculée "
                  "à partir de l'or dans les concentrés et dans les rejets. Les boulettes d'argile de plus de 5 mm "
                  "sont triées à la main, désagrégées et analysées à part."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Fraction", "Récupération S4 (eau à 3 °C)", "Récupération S5 (eau à 3 °C)"],
                ["75 à 150 µm", "81 %", "88 %"],
                ["moins de 75 µm", "29 %", "41 %"],
                ["total moins de 150 µm", "63 %", "73 %"],
                ["or dans les boulettes d'argile (% de l'or perdu)", "18 %", "3 %"],
            ]),
            ("h1", "3. Commentaires"),
            ("p", "Dans les rejets de S4, une part importante de l'or perdu est retenue dans des boulettes d'argile "
                  "qui ont traversé le sluice sans se désagréger. Cette part devient faible dans S5. Les pertes "
                  "restantes sont surtout des particules de moins de 75 µm, souvent lamellaires."),
            ("small", "Ces résultats ne concernent que les échantillons reçus."),
        ], header="Laboratoire d'analyse Klondike - Whitehorse (Yukon)",
            footer="KL-24-0388 - toute reproduction partielle est interdite")),
        ("note_RH_camp_ete_2024.docx", docx([
            ("title", "Note de service - camp d'été 2024"),
            ("p", "À : tous les employés et sous-traitants. De : Émilie Lessard, administration."),
            ("h1", "Horaires et rotation"),
            ("p", "La saison commence à la fonte et se termine à la fermeture des eaux. L'horaire est de 12 heures "
                  "par jour sur une rotation de 21 jours au camp et 7 jours de congé. Les billets d'avion entre "
                  "Whitehorse et Dawson sont payés pour les rotations complètes."),
            ("h1", "Vie au camp"),
            ("b", "Les déjeuners sont servis à 5 h 30, les soupers à 18 h 30."),
            ("b", "La politique sur l'alcool et les drogues s'applique au camp comme au chantier : tolérance zéro."),
            ("b", "Les roulottes doivent être libérées et nettoyées à la fin de chaque rotation."),
            ("h1", "Paie"),
            ("p", "La paie est déposée aux deux semaines. Les heures supplémentaires sont calculées selon la Loi sur "
                  "les normes d'emploi du Yukon. Questions : voir Émilie au bureau de la roulotte principale."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C07 module de prise de chauffe-moteur qui estime la température du moteur sans capteur sur le véhicule (petite
#     firme d'électronique fransaskoise, Saint-Isidore-de-Bellevue, Sask.), hiver 2024-2025 - procès-verbal de
#     budget DOCX en bruit (nommé dans la question); journal .md sous en-têtes de mois (« lun. 18 »,
#     « lun. 2 », « ven. 13 », « mer. 8 », « mer. 22 », « lun. 27 »; cibles seulement là;
#     « Démarré le 18 novembre 2024 », « 18 février 2025 », « le 3 février », « 24 février 2025 »); CSV des nuits
#     d'essai (ISO, virgule décimale, sans unités); rapport de chambre froide PDF (« reçus le 27 janvier 2025 »,
#     « du 3 au 7 février 2025 » = une entrée, le 3, « émis le 12 février 2025 »; erreurs seulement dans le
#     tableau). Valeurs voisines : -12 / -7 / -3,5 °C au départ; 52 / 50 / 49 / 47 % d'économie; ± 6 / 2,5 °C.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_chauffe_moteur_estimation_sans_capteur",
        "question": "Bonjour, on voudrait que vous rédigiez les lignes 242, 244 et 246 de notre projet de contrôleur de chauffe-moteur (CM-24), avec un registre daté des travaux. Vous avez le journal de Denis et Chantal, le fichier des nuits d'essai, le rapport du Centre d'essais des Prairies et le procès-verbal du budget 2025.",
        "facts": {
            "242": [["au moins 0 °C"], ["95 % des matins"], ["au moins 40 %"], ["au plus 35 $"]],
            "244": [["modèle à 2 nœuds"], ["sonde magnétique"], ["thermistance chauffée"], ["fil chaud"]],
            "246": [["2,5 °C"], ["96 %"], ["47 %"], ["couverture cellulaire"]],
        },
        "dates": ["2024-11-18", "2024-12-02", "2024-12-03", "2024-12-13", "2025-01-08", "2025-01-22",
                  "2025-01-27", "2025-02-03", "2025-02-12", "2025-02-18", "2025-02-24"],
        "noise": ["Adopté à l'unanimité", "hausse de 3 % de la masse salariale",
                  "kiosque au Farm Progress Show de Regina"],
        "bindings": [
            {"value": "-12 °C", "subject": "H1", "others": ["H2", "H3"]},
            {"value": "52 %", "subject": "H2", "others": ["H1", "H4"]},
            {"value": "6 °C", "subject": "H4", "others": ["H3", "H5"]},
        ],
    },
    [
        ("journal_dev_CM-24.md", text("""
            # CM-24 - module de prise pour chauffe-moteur, sans capteur sur le moteur
            Électronique Prairie-Nord inc., Saint-Isidore-de-Bellevue (Sask.). Denis Gaudet (électronique), Chantal Lepage (firmware). Démarré le 18 novembre 2024.

            ## Novembre 2024

            ### lun. 18 - pourquoi
            Les fermiers d'ici branchent les chauffe-moteurs toute la nuit : 1 000 à 1 500 W pendant 12-14 h, 3 ou 4 véhicules par cour. Les minuteries du commerce partent à heure fixe; les prises « thermostatiques » partent sous -15 °C pis restent allumées toute la nuit. Personne ne sait quand le moteur est vraiment prêt, parce qu'il n'y a pas de capteur dans le moteur, et nos clients branchent n'importe quoi : pick-up, tracteur, autobus scolaire.
            L'idée : un module dans la prise qui devine la température du moteur à partir de la météo mesurée sur place et de ce qu'il a lui-même chauffé. On ne sait pas si un modèle simple, appris sur quelques nuits, tient à -40 °C avec du vent, ni comment « voir » le vent sans anémomètre.
            Cibles :
            - liquide de refroidissement à au moins 0 °C à l'heure de départ, 95 % des matins
            - économie d'énergie d'au moins 40 % par rapport au branchement toute la nuit
            - fonctionner jusqu'à -40 °C
            - pièces du module au plus 35 $

            ## Décembre 2024

            ### lun. 2 - H1 et H2
            H1 = minuterie fixe, 3 h avant le départ (comme les minuteries du commerce), chez nous. Nuit à -35 °C : H1 laisse le moteur à -12 °C au départ. Le camion part, mais mal.
            H2 = table selon la température extérieure (-15 °C → 2 h, -30 °C → 4 h), posé chez Lepage à partir du lendemain. H2 économise 52 % mais les matins de grand vent, le diesel est à -7 °C au départ.

            ### ven. 13 - H3
            H3 = modèle thermique à 1 nœud + prévisions d'Environnement Canada téléchargées par cellulaire. Ça marche bien (97 % des matins) mais chez 2 fermes testeuses sur 6, pas de couverture cellulaire dans la cour. Et un modem coûte 18 $. On abandonne l'idée de dépendre du réseau.

            ## Janvier 2025

            ### mer. 8 - H4
            H4 = modèle à 2 nœuds (bloc + liquide), calibré sur 3 nuits avec une sonde magnétique temporaire collée sur le carter d'huile, puis on enlève la sonde. Température extérieure mesurée au module. Sans vent, excellent. Avec du vent de plus de 30 km/h, H4 se trompe de ± 6 °C : le module à l'abri du mur ne sent pas le vent qui refroidit le moteur.

            ### mer. 22 - H5
            H5 = H4 + thermistance chauffée dans le boîtier du module, au vent : on la chauffe à puissance fixe et sa température dit la vitesse du vent (principe du fil chaud), ça coûte 0,40 $. Posé chez 6 fermes.

            ### lun. 27
            Trois modules H4 et trois H5 envoyés au Centre d'essais des Prairies pour la chambre froide avec soufflerie.

            ## Février 2025

            ### 18 février 2025 - vague de froid
            -41 °C cette nuit à Bellevue, vent de 35 km/h. H5 : tous les moteurs à 0 °C ou plus au départ. Le rapport du Centre (essais commencés le 3 février) confirme H5 à ± 2,5 °C à -40 °C avec vent.

            ### 24 février 2025 - bilan
            H5 : 96 % des matins à 0 °C ou plus, 47 % d'économie, pièces 31 $. On garde H5.
            Appris : la température extérieure seule ne suffit pas, le vent change tout; un modèle à 2 nœuds appris en 3 nuits tient jusqu'à -40 °C; une thermistance chauffée remplace un anémomètre à 40 $; dépendre de la couverture cellulaire n'est pas possible en campagne.
            """)),
        ("nuits_essai_CM-24.csv", text("""
            date de début;version;fermes;nuits;T ext. min (°C);vent max (km/h);liquide au départ, pire matin (°C);matins à 0 °C ou plus (%);énergie moyenne par nuit (kWh);économie vs toute la nuit (%)
            2024-12-02;H1;1;5;-35,2;20;-12,0;40;4,1;73
            2024-12-03;H2;1;9;-38,4;45;-7,0;86;7,2;52
            2024-12-13;H3;6;8;-31,0;30;2,5;97;7,6;49
            2025-01-08;H4;3;14;-37,5;50;-3,5;89;7,0;50
            2025-01-22;H5;6;24;-39,8;55;1,5;96;7,9;47
            2025-02-18;H5;6;6;-41,3;35;0,5;100;9,8;41
            """)),
        ("rapport_CEP-25-014.pdf", pdf([
            ("title", "Rapport d'essais CEP-25-014"),
            ("p", "Estimation de la température du liquide de refroidissement par un module de prise sans capteur - "
                  "essais en chambre froide avec soufflerie"),
            ("p", "Client : Électronique Prairie-Nord inc. Modules reçus le 27 janvier 2025 : trois modules de "
                  "version H4 et trois de version H5. Essais réalisés du 3 au 7 février 2025 sur trois moteurs "
                  "(essence 5,3 L, diesel 6,7 L, tracteur diesel 6,8 L) munis de thermocouples de référence. "
                  "Rapport émis le 12 février 2025."),
            ("h1", "1. Méthode"),
            ("p", "Chaque moteur est refroidi à la température d'essai, puis chauffé par son chauffe-moteur commandé "
                  "par le module. Vent simulé par une soufflerie à 0 ou 40 km/h. L'erreur est l'écart maximal entre "
                  "la température estimée par le module et le thermocouple du liquide de refroidissement."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Condition", "Erreur maximale H4", "Erreur maximale H5"],
                ["-20 °C, sans vent", "2,1 °C", "1,8 °C"],
                ["-30 °C, vent de 40 km/h", "6,4 °C", "2,3 °C"],
                ["-40 °C, vent de 40 km/h", "7,9 °C", "2,5 °C"],
            ]),
            ("h1", "3. Commentaires"),
            ("p", "Avec vent, la version H4 surestime la température du moteur. La version H5 corrige l'essentiel "
                  "de cet écart. Les résultats valent pour les moteurs essayés."),
        ], header="Centre d'essais des Prairies - Saskatoon (Sask.)",
            footer="CEP-25-014 - reproduction intégrale seulement")),
        ("proces_verbal_budget_2025.docx", docx([
            ("title", "Procès-verbal - réunion du conseil d'administration"),
            ("p", "Électronique Prairie-Nord inc. Réunion tenue au bureau de Saint-Isidore-de-Bellevue. Présents : "
                  "Denis Gaudet (président), Monique Gaudet (trésorière), Chantal Lepage, Réjean Hébert."),
            ("h1", "1. Budget de fonctionnement 2025"),
            ("p", "La trésorière présente le budget de fonctionnement 2025 : revenus prévus de 410 000 $, dont 60 % "
                  "des ventes de minuteries de grange. Une hausse de 3 % de la masse salariale est prévue au 1er "
                  "avril."),
            ("table", [
                ["Poste", "Budget 2025"],
                ["Salaires et avantages", "212 000 $"],
                ["Loyer et électricité", "24 000 $"],
                ["Publicité et salons", "15 500 $"],
                ["Assurances", "6 800 $"],
            ]),
            ("p", "Sur proposition de Réjean Hébert, appuyée par Chantal Lepage, le budget est adopté. Adopté à "
                  "l'unanimité."),
            ("h1", "2. Salons"),
            ("p", "Le conseil autorise la réservation d'un kiosque au Farm Progress Show de Regina en juin."),
            ("h1", "3. Levée"),
            ("p", "La séance est levée à 21 h 10."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 recyclage de l'eau des boues d'hydro-excavation dans la cour, l'hiver (entrepreneur en hydro-excavation,
#     Bonnyville, Alb.), hiver-printemps 2025 - question en anglais; facture PDF en bruit (nommée dans la question;
#     buses et boyaux, qui ressemblent au sujet); rapport de projet DOCX (plan / méthode / résultats /
#     conclusion; cibles seulement là; « 13 janvier 2025 », « du 7 au 18 avril 2025 » = une entrée, le 7,
#     « 30 avril 2025 »); classeur XLSX (lots et dates dans « lots », résultats tapés « 28% » dans
#     « résultats »); courriels (en-têtes « Date : mardi 18 février 2025 ... », noms de produits en anglais, une
#     note du contremaître en anglais). Travail courant (agrandissement du garage) jamais un fait.
#     Valeurs voisines : eau récupérée 28 / 52 / 61 / 66 %; MES 4 800 / 900 / 310 / 220 mg/L.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_boues_hydroexcavation_eau_recyclee",
        "question": "Hi, can you prepare lines 242, 244 and 246 for our hydrovac slurry water recycling project (HX-25), with a dated log of the work? Attached are Luc's project report (in French), the settling test workbook, the e-mails with our water treatment consultant and an invoice from Pièces Vac Edmonton.",
        "language": "en",
        "facts": {
            "242": [["au moins 60 %", "60%"], ["500 mg/L"], ["15 $/m³"], ["4 °C"]],
            "244": [["polyDADMAC"], ["floculant cationique", "cationic"], ["sacs géotextiles", "geotextile"],
                    ["clarificateur lamellaire", "lamella"]],
            "246": [["66 %", "66%"], ["220 mg/L"], ["anionique", "anionic"], ["ont gelé", "froze"]],
        },
        "dates": ["2025-01-13", "2025-01-21", "2025-02-04", "2025-02-18", "2025-03-04", "2025-03-05",
                  "2025-03-25", "2025-04-07", "2025-04-30"],
        "noise": ["Buse rotative en carbure", "Boyau de succion 8 po", "Frais de transport Edmonton-Bonnyville"],
        "bindings": [
            {"value": "28%", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "900 mg/L", "subject": "B2", "others": ["B1", "B3"]},
            {"value": "310 mg/L", "subject": "B3", "others": ["B2", "B5"]},
        ],
    },
    [
        ("rapport_projet_HX-25.docx", docx([
            ("title", "HX-25 - Recycler l'eau des boues d'hydro-excavation"),
            ("p", "Excavation Beaudry & Fils ltée, Bonnyville (Alberta). Rapport de Luc Beaudry, propriétaire, "
                  "daté du 30 avril 2025. Essais faits par Luc et l'équipe de la cour, avec l'aide de "
                  "Jean-Sébastien Roy, ing., consultant en traitement des eaux."),
            ("h1", "Plan"),
            ("p", "Nos 14 camions d'hydro-excavation rapportent chaque jour des boues (sol argileux et eau) qu'on "
                  "paie pour vider au site de traitement, et on repart avec de l'eau propre qu'on achète. Le 13 "
                  "janvier 2025, on a décidé d'essayer de séparer l'eau des boues à la cour et de la remettre dans "
                  "les camions. L'argile glaciaire de la région reste en suspension des jours, l'eau des boues "
                  "arrive à 4 °C l'hiver, et l'eau recyclée passe dans des pompes à haute pression et des buses "
                  "qui ne tolèrent pas le sable ni les résidus de polymère. Les fournisseurs de produits vendent "
                  "des floculants pour les bassins municipaux, pas pour des boues d'hydro-excavation froides qui "
                  "changent à chaque chantier. On ne savait pas si c'était possible dans notre garage."),
            ("p", "Cibles :"),
            ("b", "récupérer au moins 60 % de l'eau contenue dans les boues;"),
            ("b", "eau recyclée à au plus 500 mg/L de matières en suspension (MES);"),
            ("b", "coût de traitement au plus 15 $/m³ de boue, au lieu de 42 $/m³ pour le déversement;"),
            ("b", "fonctionner tout l'hiver avec des boues à 4 °C."),
            ("h1", "Méthode"),
            ("p", "Essais en lots dans des bacs de 1 m³ au garage, avec les boues réelles des camions. On mesure "
                  "l'eau récupérée (volume d'eau claire / eau contenue dans la boue), les MES de l'eau claire et "
                  "le temps de décantation. Les doses sont trouvées par des essais de floculation en pots."),
            ("b", "B1 : décantation seule, 24 h."),
            ("b", "B2 : floculant anionique (polyacrylamide), 40 mg/L."),
            ("b", "B3 : coagulant polyDADMAC 60 mg/L puis floculant cationique 25 mg/L."),
            ("b", "B4 : B3, puis la boue floculée pompée dans des sacs géotextiles dehors."),
            ("b", "B5 : B3 avec la dose ajustée à chaque camion selon la turbidité (essai en pot de 5 min), sacs "
                  "géotextiles à l'intérieur du garage chauffé, et clarificateur lamellaire pour finir l'eau."),
            ("p", "L'agrandissement du garage chauffé (entrepreneur général) et l'achat des réservoirs ne font pas "
                  "partie des essais."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Eau récupérée", "MES de l'eau recyclée", "Remarques"],
                ["B1", "28 %", "4 800 mg/L", "l'argile ne se dépose pas"],
                ["B2", "52 %", "900 mg/L", "flocs fragiles, eau trouble"],
                ["B3", "61 %", "310 mg/L", "3 h de décantation à 4 °C, mousse si surdosé"],
                ["B4", "-", "-", "les sacs ont gelé la nuit du 5 mars"],
                ["B5", "66 %", "220 mg/L", "11,80 $/m³, pas de mousse"],
            ]),
            ("p", "Le floculant anionique (B2) ne suffit pas sur notre argile : l'eau reste trouble. Il faut "
                  "d'abord neutraliser les charges de l'argile avec un coagulant (B3)."),
            ("p", "À 4 °C, la décantation de B3 prend 3 h au lieu d'environ 1 h à 15 °C, et une dose trop forte "
                  "fait mousser l'eau dans le réservoir du camion. C'est pour ça que B5 ajuste la dose camion par "
                  "camion."),
            ("p", "Dehors, les sacs géotextiles (B4) ont gelé en une nuit à -31 °C : pas d'hiver possible dehors."),
            ("p", "Essai pilote du 7 au 18 avril 2025 avec B5 : 4 camions roulent avec l'eau recyclée, aucune buse "
                  "bouchée, aucune mousse."),
            ("h1", "Conclusion"),
            ("p", "B5 atteint les cibles : 66 % de l'eau récupérée, 220 mg/L de MES, 11,80 $/m³. À suivre : "
                  "boues contaminées aux hydrocarbures (chantiers pétroliers) et usure des pompes sur un an."),
        ])),
        ("essais_decantation_HX-25.xlsx", xlsx([
            ("lots", [
                ["lot", "date", "traitement", "coagulant (mg/L)", "floculant (mg/L)", "T de la boue (°C)",
                 "séparation"],
                ["B1", D("2025-01-21"), "aucun", 0, 0, 4, "décantation 24 h"],
                ["B2", D("2025-02-04"), "floculant anionique", 0, 40, 4, "décantation"],
                ["B3", D("2025-02-18"), "polyDADMAC + floculant cationique", 60, 25, 4, "décantation"],
                ["B4", D("2025-03-04"), "polyDADMAC + floculant cationique", 60, 25, 4, "sacs géotextiles dehors"],
                ["B5", D("2025-03-25"), "polyDADMAC + floculant cationique, dose selon turbidité", 45, 20, 5,
                 "sacs géotextiles au garage + clarificateur lamellaire"],
                ["pilote B5", D("2025-04-07"), "comme B5, 4 camions", 45, 20, 6, "comme B5"],
            ]),
            ("résultats", [
                ["lot", "eau récupérée", "MES eau recyclée", "décantation", "coût", "remarques"],
                ["B1", "28%", "4 800 mg/L", "24 h", "", ""],
                ["B2", "52%", "900 mg/L", "5 h", "6,10 $/m³", "flocs fragiles"],
                ["B3", "61%", "310 mg/L", "3 h", "9,40 $/m³", "mousse au surdosage"],
                ["B4", "", "", "", "", "sacs gelés, essai arrêté"],
                ["B5", "66%", "220 mg/L", "sacs 24 h + lamellaire", "11,80 $/m³", "retenu"],
                ["cible", "60%", "500 mg/L", "", "15 $/m³", ""],
            ]),
        ])),
        ("courriels_HX-25.txt", text("""
            De : Jean-Sébastien Roy, ing. <jsroy@eauxprairies.example>
            Date : mardi 18 février 2025 16:40
            À : Luc Beaudry <luc@beaudryhydrovac.example>
            Cc : Nicole Beaudry
            Objet : RE: B2 pas assez clair

            Salut Luc,

            Tes boues de B2 confirment ce que je craignais : un floculant anionique seul (anionic PAM) ne fait que de gros flocs mous, et les fines d'argile, qui ont une charge négative comme lui, restent en suspension. Pour essayer aujourd'hui dans B3 :
            - coagulant polyDADMAC à 60 mg/L, brassage rapide 1 min
            - puis floculant cationique (cationic PAM, le même que chez les fournisseurs de l'industrie pétrolière) à 25 mg/L, brassage lent 3 min
            À 4 °C tout est plus lent; je ne connais pas de données publiées pour des boues d'hydro-excavation à cette température. Note les temps.
            Si B3 marche, on pourra regarder les geotextile tubes pour égoutter la boue et un petit lamella clarifier pour finir l'eau.

            J.-S.

            ---
            De : Nicole Beaudry <nicole@beaudryhydrovac.example>
            Date : mercredi 5 mars 2025 07:20
            À : Jean-Sébastien Roy, ing.
            Cc : Luc Beaudry
            Objet : sacs B4

            Bonjour Jean-Sébastien,

            Je vous transmets la note de Kyle, le contremaître de nuit, ce matin :
            "Geotextile bags froze solid overnight, -31 at 3 am. Nothing draining. Pump line to the bags froze too."
            Luc veut savoir si on continue dehors avec un chauffage ou si on rentre tout dans le garage.

            Nicole

            ---
            De : Jean-Sébastien Roy, ing.
            Date : mercredi 5 mars 2025 11:02
            À : Nicole Beaudry; Luc Beaudry
            Objet : RE: sacs B4

            Rentrez-les. Chauffer des sacs dehors à -30 °C coûterait plus que le déversement. Dans le garage à 8 °C, avec la dose ajustée camion par camion, je pense qu'on peut arriver sous 500 mg/L. Et on règle la mousse : c'était du surdosage de polymère.

            J.-S.
            """)),
        ("facture_Pieces_Vac_Edmonton.pdf", pdf([
            ("title", "Facture 2025-00871"),
            ("p", "Pièces Vac Edmonton inc., 12 Avenue, Edmonton (Alberta). Vendu à : Excavation Beaudry & Fils "
                  "ltée, Bonnyville. Conditions : net 30 jours."),
            ("table", [
                ["Article", "Qté", "Prix unitaire", "Total"],
                ["Buse rotative en carbure, 3 000 psi", "6", "285,00 $", "1 710,00 $"],
                ["Boyau de succion 8 po, longueur de 10 pi", "4", "640,00 $", "2 560,00 $"],
                ["Lance de creusage chauffée", "2", "415,00 $", "830,00 $"],
                ["Frais de transport Edmonton-Bonnyville", "1", "120,00 $", "120,00 $"],
            ]),
            ("p", "Sous-total : 5 220,00 $. TPS (5 %) : 261,00 $. Total : 5 481,00 $."),
            ("p", "Merci de votre confiance!"),
        ], header="Pièces Vac Edmonton inc. - Facture", footer="No TPS 812345678 RT0001")),
    ],
)
