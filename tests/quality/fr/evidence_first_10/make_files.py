#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the tenth first-contact set (fr/evidence_first_10).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_9:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Quebec firms, 2024-2025 projects, in subjects and industries not used by the earlier French sets:
prothèses dentaires complètes imprimées (laboratoire dentaire, Laval), semelles de frein composites pour wagons
de minerai (ferroviaire, Sept-Îles), archets de violon en composite de lin (lutherie, Québec), prévision du
colmatage par le frasil à une prise d'eau (petite hydroélectricité, La Tuque), jupes latérales de remorque pour
l'hiver (camionnage, Rivière-du-Loup), bande de roulement rechapée d'hiver pour autobus scolaires (rechapage,
Drummondville), traitement antibuée permanent pour lunettes de ski (optique, Sherbrooke), rembourrage de sofa
ignifuge sans retardateurs halogénés (mobilier, Princeville).

Each case has 2 to 5 files of mixed formats written the way Quebec firms write: cahiers d'atelier abrégés (.txt),
journaux (.md), rapports DOCX (styles Heading : Objectif, Méthode, Résultats, Conclusion; listes, tableaux),
rapports de labo PDF (reportlab, en-tête et pied de page, tableaux de résultats), classeurs XLSX (résultats dans
une deuxième feuille, parfois une ligne de titre au-dessus des en-têtes), CSV (point-virgule, virgule décimale,
comme un export Excel québécois), fils de courriels. Dates in many French forms: « 3 mars 2025 », « le 2 juin »,
« 17/04/2025 », « lun. 14/04 », « lundi 7 avril », « semaine du 10 mars », « du 9 au 12 juin » (both ends are
entries), « 2025-04-03 », e-mail headers. French numbers (« 1,2 % », « -35 °C », « 68,2 MPa »). Some content is
undated (targets in a plan, quotes, headers).

Hard-but-fair features: targets stated with numbers only in a plan, an e-mail or a note; several coded variants
with close values (bindings: the value belongs to its subject, never to the others); failed variants that ruled
something out; results only in a table or in the second sheet of a workbook. Noise: facture, liste de prix,
brochure, procès-verbal sur d'autres sujets, extrait de contrat, soumission, fiche de vente, note RH - whole noise
files, or a forwarded section inside a record e-mail thread (see NOISE in verify.py). XLSX cells whose text is a
fact or a binding value are typed as text (« 68,2 MPa »); plain numeric cells (units in the header) never carry
one.
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
        else:
            raise ValueError(kind)
    d.save(path)


def _write_pdf(path, spec):
    """A report with a running header and a page footer drawn on every page (reportlab standard fonts)."""
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
    c = {"name": meta["name"], "question": meta["question"], "language": "fr",
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()


# === CASES ===
# ---------------------------------------------------------------------------
# C01 prothèses dentaires complètes imprimées en 3D (laboratoire dentaire, Laval) - facture de résine .txt en
#     bruit (nommée dans la question); cahier de labo .txt abrégé (« 6 janvier 2025 », « lun 13 janv »,
#     « 20/01/2025 », « semaine du 3 février » avec un bilan « ven. 7 févr. », « le 17 février », « lun. 24/02 »,
#     « du 3 au 31 mars », « 7 avril 2025 »); classeur XLSX à deux feuilles (écarts au palais et ΔE seulement dans
#     « mesures »); rapport de labo PDF (résistance en flexion et absorption d'eau seulement dans le tableau).
#     Valeurs voisines : 58,4 / 61,0 / 68,2 / 68,9 MPa.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_prothese_dentaire_resine_imprimee",
        "question": "Bonjour, j'aurais besoin des lignes 242, 244 et 246 pour notre projet de dentiers imprimés (PD-25), et aussi d'un registre daté des travaux. Je vous ai mis le cahier de Mathieu, le fichier Excel des mesures, le rapport de BMM et la facture de résine de Dentalia.",
        "facts": {
            "242": [["au moins 65 MPa"], ["au plus 0,15 mm"], ["ΔE au plus 3,3", "au plus 3,3"],
                    ["au plus 32 µg/mm³"]],
            "244": [["orientation à 45°"], ["sous azote"], ["post-polymérisation prolongée"],
                    ["vernis de glaçage"]],
            "246": [["68,2 MPa"], ["0,11 mm"], ["ΔE de 2,1"], ["gauchit"], ["couche collante"]],
        },
        "dates": ["2025-01-06", "2025-01-13", "2025-01-20", "2025-02-03", "2025-02-07", "2025-02-17",
                  "2025-02-24", "2025-03-03", "2025-03-04", "2025-03-05", "2025-03-28", "2025-03-31",
                  "2025-04-07"],
        "noise": ["Résine de base rose, bouteille de 1 kg", "Frais de manutention 12,50 $", "Net 30 jours"],
        "bindings": [
            {"value": "0,31 mm", "subject": "P4", "others": ["P3", "P5"]},
            {"value": "58,4 MPa", "subject": "P1", "others": ["P2", "P3"]},
            {"value": "61,0 MPa", "subject": "P2", "others": ["P3", "P1"]},
        ],
    },
    [
        ("cahier_labo_PD-25.txt", text("""
            CAHIER LABO - PD-25 - dentiers complets imprimés (base rose)
            Labo dentaire Lacasse inc., Laval - Mathieu L. (prothésiste) / Stéphane R. (technicien CAD)

            6 janvier 2025 - départ du projet
            Les denturos nous demandent des dentiers imprimés depuis 2 ans. On a l'imprimante (DLP 405 nm) pis la
            résine rose certifiée, mais nos bases imprimées de l'automne passé décollaient du palais (les patients
            disent que ça « flotte ») pis elles jaunissaient vite chez les buveurs de café.
            Le fabricant donne ses chiffres pour des barreaux imprimés à plat, pas pour une base complète de 2 mm
            avec un palais creux. On sait pas quelle orientation pis quelle post-polymérisation vont donner en même
            temps la résistance pis l'ajustement, ni si un glaçage va tenir sur cette résine-là.
            Cibles (vues avec Karine Dubé, denturologiste, notre plus gros client) :
             - résistance en flexion au moins 65 MPa (ISO 20795-1)
             - absorption d'eau au plus 32 µg/mm³
             - écart au palais au plus 0,15 mm (scan de la base vs fichier CAD, moyenne de la zone palatine)
             - changement de couleur ΔE au plus 3,3 après 30 jours dans le café

            lun 13 janv - P1
            impression à plat (0°), supports sous l'intrados, post-polymérisation 20 min à 60 °C dans le cabinet UV
            standard. 6 bases + 15 barreaux. l'intrados reste poisseux : couche collante qui part pas à l'alcool,
            faut sabler. écart au palais dans l'Excel

            20/01/2025 - P2
            même résine, orientation à 45°, supports du côté extérieur seulement -> plus de marques de supports
            sur l'intrados. encore la couche collante après le cabinet UV

            semaine du 3 février - P3
            P2 + post-polymérisation sous azote (boîte de purge maison, bonbonne d'azote de la soudure, 5 min de
            purge avant d'allumer). plus de couche collante! surface lisse, brillante
            bilan (ven. 7 févr.) :
             - P3 : 6 bases, écart au palais correct
             - la boîte fuit au joint, Stéphane a refait le joint en silicone
             - commande de barreaux en retard, pas grave

            le 17 février - P4
            idée : monter la flexion encore. P4 = P3 + post-polymérisation prolongée 40 min à 80 °C.
            le palais gauchit en refroidissant : écart de 0,31 mm au palais, ça bascule sur le modèle.
            écarté, on garde 20 min / 60 °C

            lun. 24/02 - P5
            P5 = P3 + vernis de glaçage photopolymérisable (couche mince au pinceau sur l'extrados, polymérisée
            sous azote aussi). but : la couleur au café

            du 3 au 31 mars - bain de café
            disques P1, P3, P5 dans le café à 37 °C, changé chaque jour. ΔE mesuré au spectro au début pis à la fin
            (feuille mesures)
            4 mars : barreaux P1 à P5 partis chez BMM (flexion + absorption d'eau)

            7 avril 2025 - bilan
            rapport BMM reçu (28 mars). P5 = recette retenue : résistance ok, écart au palais de 0,11 mm pareil
            comme P3, pis ΔE de 2,1 après 30 jours dans le café.
            appris :
             - c'est l'oxygène qui laisse la couche collante, pas la résine ni le cabinet
             - plus de chaleur = plus résistant mais le palais gauchit (les contraintes d'impression relâchent)
             - sans glaçage, même P3 jaunit trop
            prochaine étape : 20 cas patients avec Karine à l'été
            """)),
        ("mesures_PD-25.xlsx", xlsx([
            ("impressions", [
                ["code", "imprimé le", "orientation", "post-polymérisation", "atmosphère", "finition", "bases",
                 "barreaux"],
                ["P1", D("2025-01-13"), "0° (à plat)", "20 min à 60 °C", "air", "aucune", 6, 15],
                ["P2", D("2025-01-20"), "orientation à 45°", "20 min à 60 °C", "air", "aucune", 6, 15],
                ["P3", D("2025-02-03"), "orientation à 45°", "20 min à 60 °C", "azote", "aucune", 6, 15],
                ["P4", D("2025-02-17"), "orientation à 45°", "40 min à 80 °C", "azote", "aucune", 4, 15],
                ["P5", D("2025-02-24"), "orientation à 45°", "20 min à 60 °C", "azote", "vernis de glaçage", 6,
                 15],
            ]),
            ("mesures", [
                ["code", "écart moyen au palais", "écart max (mm)", "bases conformes", "début du bain de café",
                 "ΔE après 30 jours (31 mars)", "remarque"],
                ["P1", "0,22 mm", 0.41, "1 sur 6", D("2025-03-03"), "ΔE 4,1", "couche collante, sablage"],
                ["P2", "0,12 mm", 0.24, "5 sur 6", None, None, "couche collante"],
                ["P3", "0,11 mm", 0.21, "6 sur 6", D("2025-03-03"), "ΔE 3,9", ""],
                ["P4", "0,31 mm", 0.58, "0 sur 4", None, None, "palais gauchi"],
                ["P5", "0,11 mm", 0.20, "6 sur 6", D("2025-03-03"), "ΔE 2,1", "glaçage intact"],
            ]),
        ])),
        ("rapport_BMM-25-0147.pdf", pdf([
            ("title", "Rapport d'essai BMM-25-0147"),
            ("p", "Résistance en flexion et absorption d'eau de résines de base de prothèse imprimées"),
            ("p", "Client : Laboratoire dentaire Lacasse inc., Laval. Échantillons reçus le 5 mars 2025 : "
                  "barreaux imprimés de 64 mm × 10 mm × 3,3 mm (15 par série) et disques de 50 mm de diamètre, "
                  "séries P1, P2, P3, P4 et P5 identifiées par le client. Rapport émis le 28 mars 2025."),
            ("h1", "1. Méthode"),
            ("p", "Flexion trois points selon ISO 20795-1 (portée de 50 mm, 5 mm/min) après 50 h dans l'eau à "
                  "37 °C; 10 barreaux par série. Absorption d'eau sur 5 disques par série, après 7 jours dans l'eau "
                  "à 37 °C. Les conditions d'impression et de post-polymérisation sont celles déclarées par le "
                  "client."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Série", "Orientation", "Post-polymérisation", "Résistance en flexion", "Module (MPa)",
                 "Absorption d'eau"],
                ["P1", "0°", "20 min, 60 °C, air", "58,4 MPa ± 3,1", "2 050", "29,8 µg/mm³"],
                ["P2", "45°", "20 min, 60 °C, air", "61,0 MPa ± 2,7", "2 110", "29,1 µg/mm³"],
                ["P3", "45°", "20 min, 60 °C, azote", "68,9 MPa ± 2,2", "2 240", "27,9 µg/mm³"],
                ["P4", "45°", "40 min, 80 °C, azote", "72,5 MPa ± 1,9", "2 390", "26,5 µg/mm³"],
                ["P5", "45°", "20 min, 60 °C, azote + glaçage", "68,2 MPa ± 2,4", "2 230", "27,4 µg/mm³"],
            ]),
            ("small", "Moyenne ± écart-type. Exigence de la norme pour la résistance en flexion : 65 MPa."),
            ("h1", "3. Observations"),
            ("p", "À la réception, les barreaux des séries P1 et P2 présentaient une surface légèrement poisseuse. "
                  "Les barreaux de la série P4 présentaient une légère courbure (flèche inférieure à 0,5 mm sur "
                  "64 mm), sans effet mesurable sur l'essai."),
            ("h1", "4. Conclusion"),
            ("p", "Les séries P3, P4 et P5 satisfont à l'exigence de résistance en flexion; toutes les séries "
                  "satisfont à l'exigence d'absorption d'eau. Les résultats ne se rapportent qu'aux échantillons "
                  "soumis à l'essai."),
        ], header="BioMatériaux Montérégie (BMM) - Longueuil - Rapport BMM-25-0147",
            footer="Ce rapport ne doit pas être reproduit, sinon en entier, sans l'autorisation du laboratoire")),
        ("facture_Dentalia_resines.txt", text("""
            DENTALIA DISTRIBUTION INC.
            1450, boul. Industriel, Laval (Québec)
            FACTURE no F-88214                                   Client no 00371
            Vendu à : Laboratoire dentaire Lacasse inc.

            Qté  Description                                          Prix unit.    Total
            4    Résine de base rose, bouteille de 1 kg                 289,00 $   1 156,00 $
            2    Résine dents A2, bouteille de 500 g                    245,00 $     490,00 $
            10   Bacs de résine FEP, paquet de 2                         38,00 $     380,00 $
            1    Alcool isopropylique 99 %, 4 L                          42,00 $      42,00 $
                 Frais de manutention 12,50 $                                         12,50 $
                                                             Sous-total            2 080,50 $
                                                             TPS                     104,03 $
                                                             TVQ                     207,53 $
                                                             TOTAL                 2 392,06 $
            Conditions : Net 30 jours. Intérêts de 2 % par mois sur les comptes en souffrance.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C02 semelles de frein composites pour wagons de minerai au grand froid (ferroviaire, Sept-Îles), projet
#     2024-2025 - liste de prix PDF en bruit (non nommée comme telle dans la question); rapport DOCX (Objectif,
#     Méthode, Résultats, Conclusion; « 3 février 2025 », « le 6 novembre », « du 13 au 17 janvier 2025 »);
#     CSV du banc dynamométrique (dates d'essai seulement là, sauf S2); fil de courriels avec le client
#     (« mardi 8 octobre 2024 », « 15/10/2024 », « 2025-01-24 »). Valeurs voisines : 38,7 / 20,0 / 18,2 / 9,4 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_semelles_frein_wagons_minerai",
        "question": "Bonjour! Pouvez-vous nous préparer les lignes 242, 244 et 246 du T661 pour le projet SF-24 (semelles de frein pour les wagons de minerai), avec un registre chronologique des travaux? Vous avez le rapport d'Étienne, l'export CSV du banc, les courriels avec le CFAN et notre liste de prix 2025.",
        "facts": {
            "242": [["au moins 0,28"], ["au plus 15 %"], ["au plus 350 °C"], ["aucune fissure thermique"]],
            "244": [["grenaille de fonte"], ["rainures transversales"], ["fibres de basalte"], ["alumine"]],
            "246": [["9,4 %"], ["318 °C"], ["fissures de chaleur"], ["usure de la roue"]],
        },
        "dates": ["2024-10-08", "2024-10-15", "2024-10-28", "2024-11-04", "2024-11-06", "2024-11-11",
                  "2024-11-25", "2024-12-09", "2025-01-13", "2025-01-17", "2025-01-24", "2025-02-03"],
        "noise": ["Escompte de volume de 5 %", "Prix FAB Sept-Îles", "Semelle composite type K"],
        "bindings": [
            {"value": "410 °C", "subject": "S2", "others": ["S4", "S5"]},
            {"value": "38,7 %", "subject": "S1", "others": ["S3", "S2"]},
            {"value": "20,0 %", "subject": "S3", "others": ["S2", "S4"]},
        ],
    },
    [
        ("rapport_essais_SF-24.docx", docx([
            ("title", "Rapport d'essais SF-24"),
            ("p", "Semelles de frein composites pour wagons de minerai - freinage dans la neige au grand froid"),
            ("p", "Composites Ferro-Nord inc., Sept-Îles. Préparé par Étienne Boudreau, ing., le 3 février 2025. "
                  "Diffusion : Carl Vigneault (CFAN), direction Ferro-Nord."),
            ("h1", "Objectif"),
            ("p", "Les semelles composites que nous fournissons au Chemin de fer Arnaud-Nord (CFAN) perdent une "
                  "bonne partie de leur friction quand la neige poudreuse se tasse entre la semelle et la roue, à "
                  "-30 °C et moins. Les charges métalliques qui remontent la friction des semelles composites sont "
                  "connues pour chauffer la jante, et nous n'avons trouvé aucune donnée sur le comportement de ces "
                  "formulations dans la neige sous -30 °C. Le projet vise une semelle qui satisfait en même temps "
                  "aux cibles suivantes, convenues avec le CFAN :"),
            ("b", "coefficient de friction d'au moins 0,28 à -35 °C avec neige projetée;"),
            ("b", "perte de friction entre l'état sec et la neige au plus 15 %;"),
            ("b", "température de jante au plus 350 °C en descente simulée (20 km à 1,2 %, wagon chargé);"),
            ("b", "aucune fissure thermique à la roue après la descente simulée."),
            ("h1", "Méthode"),
            ("p", "Essais sur banc dynamométrique inertiel avec chambre froide, loué à l'heure. Pour chaque "
                  "formulation : 10 arrêts à sec et 10 arrêts avec neige artificielle projetée sur la roue à "
                  "-35 °C, puis une descente simulée avec thermocouple à la jante. La roue d'essai est inspectée "
                  "par magnétoscopie après chaque descente."),
            ("p", "Cinq formulations ont été essayées, chacune bâtie sur la précédente ou sur la formulation "
                  "actuelle :"),
            ("n", "S1 : formulation actuelle (résine phénolique, fibres d'aramide, graphite 12 %)."),
            ("n", "S2 : S1 + 8 % de grenaille de fonte pour mordre dans la neige."),
            ("n", "S3 : S1 + deux rainures transversales pour évacuer la neige et l'eau de fonte."),
            ("n", "S4 : S3 avec des fibres de basalte à la place d'une partie de l'aramide et le graphite réduit "
                  "à 6 %."),
            ("n", "S5 : S4 + 3 % d'alumine comme abrasif pour garder la jante propre."),
            ("p", "La formulation retenue au banc a ensuite été posée sur 20 wagons du CFAN et suivie en service "
                  "du 13 au 17 janvier 2025 (descente du kilomètre 212, neige et -31 °C à -38 °C)."),
            ("h1", "Résultats"),
            ("table", [
                ["Semelle", "μ à sec", "μ avec neige", "Perte sec → neige", "T° max de jante", "Observation"],
                ["S1", "0,31", "0,19", "38,7 %", "296 °C", "neige compactée sur la semelle"],
                ["S2", "0,33", "0,27", "18,2 %", "410 °C", "fissures de chaleur sur la jante"],
                ["S3", "0,30", "0,24", "20,0 %", "301 °C", "l'eau de fonte regèle dans les rainures"],
                ["S4", "0,32", "0,29", "9,4 %", "318 °C", "aucune fissure"],
                ["S5", "0,34", "0,30", "11,8 %", "335 °C", "usure de la roue 2,3 fois celle de S4"],
            ]),
            ("p", "La grenaille de fonte (S2) améliore la friction dans la neige mais porte la jante à 410 °C; "
                  "l'inspection du 6 novembre a montré des fissures de chaleur sur la roue d'essai. Cette voie est "
                  "abandonnée."),
            ("p", "Les rainures seules (S3) laissent sortir la neige, mais l'eau de fonte regèle dans les "
                  "rainures entre deux freinages : le gain est faible."),
            ("p", "S4 est la seule formulation qui satisfait aux quatre cibles. L'alumine de S5 donne un peu plus "
                  "de friction, mais l'usure de la roue mesurée au profilomètre est trop forte pour le CFAN."),
            ("p", "En service (20 wagons), aucune fissure ni plainte des mécaniciens de locomotive; voir le "
                  "courriel du CFAN."),
            ("h1", "Conclusion"),
            ("p", "S4 est retenue. Nous avons appris que, dans la neige au grand froid, c'est la combinaison "
                  "rainures + fibres de basalte qui tient la friction, et qu'une charge métallique ou abrasive règle "
                  "la friction au prix de la roue. Prochaine étape : essais d'homologation et production d'une "
                  "première série."),
        ])),
        ("essais_dynamometre_SF-24.csv", text("""
            date;semelle;formulation;T° chambre (°C);μ sec;μ neige;perte sec-neige;T° max jante (°C);usure semelle (cm³/MJ);remarque
            2024-10-28;S1;formulation actuelle (phénolique + aramide, graphite 12 %);-35;0,31;0,19;38,7 %;296;0,42;neige compactée entre semelle et jante
            2024-11-04;S2;S1 + 8 % grenaille de fonte;-35;0,33;0,27;18,2 %;410;0,38;voir inspection du 6 nov.
            2024-11-11;S3;S1 + 2 rainures transversales;-35;0,30;0,24;20,0 %;301;0,47;l'eau de fonte regèle dans les rainures
            2024-11-25;S4;S3 + fibres de basalte, graphite 6 %;-35;0,32;0,29;9,4 %;318;0,40;
            2024-12-09;S5;S4 + 3 % alumine;-35;0,34;0,30;11,8 %;335;0,36;usure de la roue x 2,3 vs S4
            """)),
        ("courriels_CFAN_SF-24.txt", text("""
            De : Carl Vigneault <cvigneault@cfan.example>
            Envoyé : mardi 8 octobre 2024 09:14
            À : Étienne Boudreau <eboudreau@ferronord.example>
            Objet : Semelles - freinage dans la neige

            Bonjour Étienne,
            Comme on s'est dit à la réunion, l'hiver passé nos mécaniciens de locomotive ont rapporté des distances d'arrêt allongées dans la descente du km 212 chaque fois qu'il neigeait fort. Vos semelles composites sont correctes le reste de l'année, mais dans la poudreuse à -35 °C ça glisse.
            On ne veut pas retourner aux semelles en fonte (poids, usure). Ce qu'il nous faut : un coefficient de friction d'au moins 0,28 dans la neige à -35 °C, pas plus de 15 % de perte par rapport au sec, et pas de problème de roues : jante sous 350 °C dans la descente, aucune fissure thermique.
            Carl

            ---
            De : Étienne Boudreau <eboudreau@ferronord.example>
            Envoyé : 15/10/2024 16:02
            À : Carl Vigneault <cvigneault@cfan.example>
            Objet : RE: Semelles - freinage dans la neige

            Bonjour Carl,
            C'est noté. Je dois être honnête : on ne connaît pas de semelle composite qui tient ces chiffres-là dans la neige. Ce qui remonte la friction (charges métalliques, abrasifs) chauffe ou use la roue, et personne ne publie de mesures sous -30 °C avec de la neige entre la semelle et la roue. On loue un banc avec chambre froide et on commence à la fin du mois avec notre formulation actuelle comme référence.
            Étienne

            ---
            De : Carl Vigneault <cvigneault@cfan.example>
            Envoyé : 2025-01-24 11:30
            À : Étienne Boudreau <eboudreau@ferronord.example>
            Objet : Essai en service S4

            Étienne,
            Bilan des 20 wagons équipés de S4 du 13 au 17 janvier : les gars disent que ça mord même dans la poudreuse, distances d'arrêt normales, et l'atelier n'a trouvé aucune fissure aux roues à l'inspection. On est prêts à parler d'une commande pour la flotte.
            Carl
            """)),
        ("liste_prix_semelles_2025.pdf", pdf([
            ("title", "Liste de prix 2025 - Distributeurs"),
            ("p", "Composites Ferro-Nord inc. Tous les prix sont en dollars canadiens, taxes en sus. Prix FAB "
                  "Sept-Îles, transport en sus."),
            ("table", [
                ["Produit", "Unité", "Prix"],
                ["Semelle composite type K, boîte de 10", "boîte", "1 240,00 $"],
                ["Semelle composite type L (wagons-citernes)", "boîte", "1 315,00 $"],
                ["Semelle de fonte (commande spéciale)", "unité", "96,50 $"],
                ["Goupille de semelle", "sac de 50", "82,00 $"],
            ]),
            ("p", "Escompte de volume de 5 % dès 500 boîtes par année. Délai de livraison : 3 à 4 semaines. Les "
                  "prix peuvent changer sans préavis."),
        ], header="Composites Ferro-Nord inc. - Liste de prix 2025", footer="Confidentiel - distributeurs autorisés")),
    ],
)

# ---------------------------------------------------------------------------
# C03 archet de violon en composite de lin (lutherie, Québec), projet 2024 - brochure PDF en bruit; journal
#     d'atelier .md (« 3 septembre 2024 », « jeudi 12 septembre », « semaine du 23 septembre », « le 7 octobre »,
#     « 2024-10-21 », « 04/11/2024 », « lun. 11/11 », « du 18 au 29 novembre », « vendredi 6 décembre »,
#     « 13 janvier 2025 »); classeur XLSX à trois feuilles, chacune avec une ligne de titre au-dessus des
#     en-têtes (masses, flèches, pertes de cambre et notes du panel seulement là pour la plupart).
#     Valeurs voisines : 59,6 / 60,2 / 60,5 g; 0,3 / 0,4 / 1,4 mm; 5,1 / 6,4 / 7,3 sur 10.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_archet_violon_composite_lin",
        "question": "Salut! J'aimerais ça avoir les lignes 242, 244 pis 246 pour notre archet en lin (AL-25), pis un registre des travaux en ordre de date. Je t'envoie mon journal d'atelier, le classeur des mesures pis notre brochure.",
        "facts": {
            "242": [["59 à 61 g"], ["9 à 11 mm"], ["au plus 0,5 mm"], ["80 % HR"], ["6 sur 10"]],
            "244": [["noyau de balsa"], ["vessie gonflable"], ["couche de carbone"],
                    ["prétraité thermiquement", "lin prétraité"]],
            "246": [["60,2 g"], ["0,4 mm"], ["7,3 sur 10"], ["s'écrase"], ["son métallique"]],
        },
        "dates": ["2024-09-03", "2024-09-12", "2024-09-23", "2024-10-07", "2024-10-21", "2024-11-04",
                  "2024-11-11", "2024-11-18", "2024-11-29", "2024-12-06", "2025-01-13"],
        "noise": ["Réhairage en crin de Mongolie", "Garantie à vie sur la baguette", "Atelier ouvert le samedi"],
        "bindings": [
            {"value": "66,8 g", "subject": "A1", "others": ["A2", "A3"]},
            {"value": "1,4 mm", "subject": "A3", "others": ["A4", "A5"]},
            {"value": "5,1 sur 10", "subject": "A4", "others": ["A5", "A3"]},
        ],
    },
    [
        ("journal_atelier_AL-25.md", text("""
            # Journal d'atelier - AL-25 - archet de violon en composite de lin
            Archets Lachance, Québec (Saint-Roch) - Geneviève Lachance, archetière. Hugo Tremblay, ing. matériaux (contractuel).

            ## 3 septembre 2024 - point de départ
            Le pernambouc est à l'annexe II de la CITES : chaque archet qu'on envoie aux États-Unis demande un permis, des mois d'attente. Les archets en carbone règlent ça, mais nos clients (profs, élèves avancés, musiciens d'orchestre) les trouvent durs, sans chaleur. Le lin amortit les vibrations plus comme le bois.
            Personne fait d'archet en lin à notre connaissance. On sait pas :
            - si on peut avoir la rigidité d'une bonne baguette de pernambouc avec la masse d'un archet de violon;
            - si la cambre va tenir à l'humidité (le lin reprend l'eau);
            - si ça va sonner comme du bois ou comme du carbone.
            Cibles (Geneviève) :
            - masse de la baguette montée : 59 à 61 g
            - flèche sous 1 kg au centre : 9 à 11 mm (comme nos bons pernamboucs)
            - perte de cambre au plus 0,5 mm après 2 semaines à 80 % HR
            - au moins 6 sur 10 au panel de violonistes (à l'aveugle, contre un pernambouc)

            ## jeudi 12 septembre - A1
            A1 = baguette pleine, lin unidirectionnel préimprégné époxy, moulée en deux coquilles, section octogonale comme notre modèle P-14.
            Pesée montée : 66,8 g. Beaucoup trop lourde, la main se fatigue en cinq minutes. Pas la peine de continuer avec une baguette pleine.

            ## semaine du 23 septembre - A2
            A2 = tube de lin autour d'un noyau de balsa, pour alléger sans perdre la section. Masse correcte (voir classeur).

            ### le 7 octobre - cambrage A2
            Cambrage à chaud comme d'habitude (lampe à alcool, environ 120 °C en surface) : le noyau de balsa s'écrase sous le tube au point de cambre le plus serré. Deux baguettes sur trois sont marquées. Abandonné : le balsa tient pas la chaleur pis la pression du cambrage.

            ## 2024-10-21 - A3
            Hugo propose de mouler le tube creux sur une vessie gonflable (6 bar) dans un moule déjà cambré : plus besoin de cambrer à chaud.
            Ça marche : paroi de 1,1 mm, tube conique, belle surface. Masse et flèche dans le classeur.

            ## 04/11/2024 - A4
            On a peur de l'humidité. A4 = A3 + une couche de carbone à l'extérieur (15 % de la masse des fibres) pour protéger le lin de l'eau.

            ## lun. 11/11 - A5
            Autre idée d'Hugo : A5 = A3 fait avec du lin prétraité thermiquement (2 h à 150 °C avant l'imprégnation, le lin reprend moins d'eau) + deux couches de vernis polyuréthane.

            ## du 18 au 29 novembre - chambre humide
            A3, A4, A5 et un pernambouc témoin, deux semaines à 80 % HR et 22 °C. Cambre mesurée au gabarit avant et après (feuille humidité).
            A3 perd 1,4 mm de cambre : la baguette devient molle sous l'archet, inacceptable.

            ## vendredi 6 décembre - panel
            Au Conservatoire, huit violonistes, à l'aveugle derrière un paravent, même violon, même crin. Notes dans la feuille panel.
            A4 : son métallique, comme les archets de carbone. A5 est le plus proche du pernambouc.

            ## 13 janvier 2025 - bilan
            A5 est retenu : 60,2 g monté, perte de cambre de 0,4 mm, 7,3 sur 10 au panel.
            Ce qu'on a appris : le noyau léger ne survit pas au cambrage à chaud, il faut mouler la cambre; le lin nu perd sa cambre à l'humidité; le carbone règle l'humidité mais tue le son; c'est le traitement du lin lui-même qui règle le problème sans toucher au son.
            Prochaine étape : version alto et violoncelle, puis dix archets prêtés à des profs pour l'hiver.
            """)),
        ("mesures_archets_AL-25.xlsx", xlsx([
            ("mesures", [
                ["Archets Lachance - AL-25 - mesures des prototypes (violon)"],
                ["code", "moulé le", "construction", "masse montée", "point d'équilibre (mm de la hausse)",
                 "flèche sous 1 kg (mm)", "remarque"],
                ["témoin", None, "pernambouc, modèle P-14", "60,1 g", 247, 9.8, "référence"],
                ["A1", D("2024-09-12"), "lin plein, préimprégné époxy", "66,8 g", 238, 8.1, "trop lourd"],
                ["A2", D("2024-09-23"), "tube de lin + noyau de balsa", "60,9 g", 244, 11.8,
                 "noyau écrasé au cambrage"],
                ["A3", D("2024-10-21"), "tube creux, vessie gonflable", "59,6 g", 246, 10.2, ""],
                ["A4", D("2024-11-04"), "A3 + couche de carbone extérieure", "60,5 g", 245, 9.4, ""],
                ["A5", D("2024-11-11"), "A3, lin prétraité thermiquement + vernis PU", "60,2 g", 246, 10.0, ""],
            ]),
            ("humidité", [
                ["Chambre humide - 80 % HR, 22 °C, deux semaines"],
                ["code", "entrée", "sortie", "gain de masse (%)", "perte de cambre", "remarque"],
                ["témoin", D("2024-11-18"), D("2024-11-29"), 1.9, "0,6 mm", ""],
                ["A3", D("2024-11-18"), D("2024-11-29"), 2.6, "1,4 mm", "baguette molle"],
                ["A4", D("2024-11-18"), D("2024-11-29"), 0.4, "0,3 mm", ""],
                ["A5", D("2024-11-18"), D("2024-11-29"), 0.7, "0,4 mm", ""],
            ]),
            ("panel", [
                ["Panel à l'aveugle - Conservatoire, 8 violonistes"],
                ["code", "date", "son (moy. /10)", "jeu (moy. /10)", "note globale", "commentaires"],
                ["témoin", D("2024-12-06"), 7.8, 7.4, "7,6 sur 10", "chaud, rond"],
                ["A3", D("2024-12-06"), 6.6, 6.2, "6,4 sur 10", "un peu mou"],
                ["A4", D("2024-12-06"), 4.3, 5.9, "5,1 sur 10", "son métallique, dur"],
                ["A5", D("2024-12-06"), 7.4, 7.2, "7,3 sur 10", "proche du bois"],
            ]),
        ])),
        ("brochure_Archets_Lachance.pdf", pdf([
            ("title", "Archets Lachance"),
            ("p", "Archets de violon, d'alto et de violoncelle faits à la main à Québec depuis 1987."),
            ("h1", "Nos services"),
            ("b", "Réhairage en crin de Mongolie, en 48 h pour les musiciens d'orchestre."),
            ("b", "Restauration d'archets anciens : hausses, garnitures, bouts."),
            ("b", "Location d'archets pour élèves, avec option d'achat."),
            ("h1", "Notre engagement"),
            ("p", "Garantie à vie sur la baguette pour le premier acheteur. Atelier ouvert le samedi sur "
                  "rendez-vous, rue Saint-Joseph Est."),
        ], header="Archets Lachance - Québec", footer="www.archetslachance.example")),
    ],
)

# ---------------------------------------------------------------------------
# C04 prévision du colmatage de la grille d'une prise d'eau par le frasil (petite hydroélectricité, La Tuque),
#     hiver 2024-2025 - procès-verbal de CA DOCX sur d'autres sujets en bruit; fil de courriels (cibles
#     seulement là; « lundi 21 octobre 2024 », « 24/10/2024 », « 2025-03-14 », « le 4 novembre »); CSV des
#     périodes d'évaluation (débuts et fins de période en ISO seulement là, sauf le 13/12/2024); rapport d'étape
#     PDF du consultant (« 10 mars 2025 »; bilan de l'hiver seulement dans son tableau).
#     Valeurs voisines : 13 / 52 / 61 / 95 min.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_frasil_prise_eau_centrale",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 pour notre projet de détection du frasil à la prise d'eau (FR-24), et nous faire un registre des travaux par date? Dans le dossier : les courriels avec Audrey de Hydrosys, le CSV des alertes de l'hiver, son rapport d'étape et le procès-verbal du CA de janvier.",
        "facts": {
            "242": [["au moins 45 min"], ["au moins 90 %"],
                    ["1 fausse alerte", "plus d'une fausse alerte"], ["-35 °C"]],
            "244": [["profileur acoustique"], ["perte de charge"], ["surfusion"], ["forêt aléatoire"]],
            "246": [["52 min"], ["10 sur 11"], ["0,6 fausse alerte"], ["se couvre de frasil"], ["trop tard"]],
        },
        "dates": ["2024-10-21", "2024-10-24", "2024-11-04", "2024-11-25", "2024-12-13", "2024-12-22",
                  "2024-12-23", "2025-01-26", "2025-01-27", "2025-02-23", "2025-03-10", "2025-03-14"],
        "noise": ["Réfection du chemin d'accès", "Nomination du vérificateur externe",
                  "contrat d'achat d'électricité"],
        "bindings": [
            {"value": "95 min", "subject": "F1", "others": ["F4", "F5"]},
            {"value": "13 min", "subject": "F3", "others": ["F4", "F5"]},
            {"value": "61 min", "subject": "F5", "others": ["F4", "F3"]},
        ],
    },
    [
        ("courriels_Hydrosys_FR-24.txt", text("""
            De : Sylvain Gagnon <sgagnon@energie-rar.example>
            Envoyé : lundi 21 octobre 2024 08:05
            À : Audrey Paquin <apaquin@hydrosys.example>
            Objet : Frasil à la grille - ce qu'on voudrait

            Bonjour Audrey,
            L'hiver passé on a eu quatre arrêts forcés parce que le frasil a bouché la grille de la prise d'eau. Chaque fois on s'en est rendu compte quand la perte de charge grimpait déjà, trop tard pour chauffer la grille ou baisser le débit.
            Ce qu'on voudrait : une alerte au moins 45 minutes avant le colmatage (perte de charge de 30 cm à la grille), qui attrape presque tous les épisodes. Par contre, chaque alerte veut dire que quelqu'un part de La Tuque en pleine nuit (40 min de route) : on ne peut pas vivre avec plus d'une fausse alerte par semaine. Et ce qu'on installe doit tenir tout l'hiver sans entretien, jusqu'à -35 °C, personne ne descend dans la prise d'eau en janvier.
            Sylvain

            ---
            De : Audrey Paquin <apaquin@hydrosys.example>
            Envoyé : 24/10/2024 14:30
            À : Sylvain Gagnon <sgagnon@energie-rar.example>
            Objet : RE: Frasil à la grille - ce qu'on voudrait

            Bonjour Sylvain,
            Je propose qu'on écrive les cibles ainsi : alerte au moins 45 min avant le colmatage; au moins 90 % des épisodes détectés; au plus 1 fausse alerte par semaine en moyenne sur l'hiver; équipement qui fonctionne sans entretien jusqu'à -35 °C.
            Franchement, je ne connais pas de méthode publiée qui fasse ça à une petite prise d'eau comme la vôtre. Le frasil se forme quand l'eau passe en surfusion de quelques centièmes de degré, et vos sondes actuelles sont précises à 0,1 °C : elles ne voient rien. On va essayer plusieurs approches en parallèle cet hiver et comparer sur les mêmes épisodes : une règle simple sur vos données SCADA, un profileur acoustique devant la grille, la tendance de la perte de charge et un modèle de surfusion avec un thermomètre de précision.
            Audrey

            ---
            De : Audrey Paquin <apaquin@hydrosys.example>
            Envoyé : 2025-03-14 10:12
            À : Sylvain Gagnon <sgagnon@energie-rar.example>
            Objet : Rapport d'étape HS-25-022

            Bonjour Sylvain,
            Le rapport d'étape est en pièce jointe. En bref, on garde le modèle de surfusion (F4) pour l'hiver prochain : c'est le seul qui respecte les trois cibles d'alerte. Le profileur acoustique a été installé le 4 novembre, mais son transducteur se couvre de frasil, on ne pourra pas compter dessus sans le chauffer. La perte de charge (F3) ne rate rien, mais elle avertit trop tard. Quant à la forêt aléatoire (F5) entraînée sur l'hiver 2023-2024, elle a appris les habitudes de l'an passé et sonne trop souvent.
            Audrey
            """)),
        ("alertes_frasil_hiver_2024-2025.csv", text("""
            période;début;fin;méthode;épisodes de colmatage;épisodes détectés;avance médiane (min);fausses alertes;fausses alertes par semaine;remarque
            1;2024-11-04;2024-12-13;F2 profileur acoustique;3;2;40;1;0,2;transducteur couvert de frasil, signal perdu le 13/12/2024
            1;2024-11-25;2024-12-22;F1 règle eau < 0,05 °C et air < -15 °C;4;4;95;37;9,2;
            1;2024-11-25;2024-12-22;F3 tendance de la perte de charge;4;4;12;0;0;
            2;2024-12-23;2025-01-26;F3 tendance de la perte de charge;6;6;14;0;0;
            2;2024-12-23;2025-01-26;F4 modèle de surfusion;6;6;52;2;0,4;
            3;2025-01-27;2025-02-23;F4 modèle de surfusion;5;4;49;3;0,8;un épisode manqué (frasil de surface par vent fort)
            3;2025-01-27;2025-02-23;F5 forêt aléatoire (SCADA 2023-2024);5;5;61;9;2,3;
            """)),
        ("rapport_Hydrosys_HS-25-022.pdf", pdf([
            ("title", "Rapport d'étape HS-25-022"),
            ("p", "Prévision du colmatage de la grille par le frasil - centrale de la Rivière-aux-Rats (9,6 MW)"),
            ("p", "Préparé pour Énergie Rivière-aux-Rats S.E.C. par Audrey Paquin, ing., Hydrosys Conseil, "
                  "le 10 mars 2025."),
            ("h1", "1. Contexte"),
            ("p", "La grille de la prise d'eau se colmate par le frasil lors des nuits froides et claires. Le "
                  "frasil se forme quand l'eau est en surfusion de quelques centièmes de degré; la turbulence de "
                  "la rivière en amont de la prise et la faible profondeur du canal rendent les modèles publiés, "
                  "établis pour de grandes rivières, peu applicables. L'incertitude porte sur la possibilité de "
                  "prévoir le colmatage assez tôt, avec peu de fausses alertes, à partir de mesures qui survivent "
                  "à l'hiver sans entretien."),
            ("h1", "2. Approches évaluées"),
            ("b", "F1 : règle simple sur les données SCADA (eau sous 0,05 °C et air sous -15 °C)."),
            ("b", "F2 : profileur acoustique orienté vers la surface, à 6 m en amont de la grille."),
            ("b", "F3 : tendance de la perte de charge à la grille (pente sur 20 minutes)."),
            ("b", "F4 : modèle de surfusion - thermomètre de précision (résolution 0,001 °C), taux de "
                  "refroidissement de l'eau, vent et rayonnement nocturne."),
            ("b", "F5 : forêt aléatoire entraînée sur les données SCADA de l'hiver 2023-2024."),
            ("p", "Les approches ont été comparées sur les mêmes épisodes, par périodes (voir le fichier CSV des "
                  "alertes). Un épisode est compté quand la perte de charge atteint 30 cm."),
            ("h1", "3. Bilan de l'hiver"),
            ("table", [
                ["Approche", "Épisodes détectés", "Avance médiane", "Fausses alertes par semaine", "Statut"],
                ["F1", "4 sur 4", "95 min", "9,2", "écartée"],
                ["F2", "2 sur 3", "40 min", "0,2", "écartée (capteur givré)"],
                ["F3", "10 sur 10", "13 min", "0", "gardée comme alarme de secours"],
                ["F4", "10 sur 11", "52 min", "0,6", "retenue"],
                ["F5", "5 sur 5", "61 min", "2,3", "écartée"],
            ]),
            ("h1", "4. Discussion"),
            ("p", "F1 détecte tout, mais une règle fixe sonne presque chaque nuit froide : 9,2 fausses alertes par "
                  "semaine. Le transducteur du profileur acoustique (F2) se couvre de frasil; le signal a été perdu "
                  "à la mi-décembre et n'est jamais revenu. F3 ne rate aucun épisode, mais la perte de charge "
                  "monte quand la grille est déjà en train de se boucher : l'alerte arrive trop tard pour agir. "
                  "F5 donne la meilleure avance mais sonne 2,3 fois par semaine : les conditions de l'hiver "
                  "2023-2024 ne se répètent pas. F4 respecte les cibles : 91 % des épisodes détectés (10 sur 11), "
                  "52 min d'avance médiane et 0,6 fausse alerte par semaine; l'épisode manqué est un frasil de "
                  "surface poussé par un vent fort."),
            ("h1", "5. Recommandation"),
            ("p", "Mettre F4 en service pour l'hiver 2025-2026 avec F3 comme alarme de secours, et ajouter la "
                  "vitesse du vent au site de la prise d'eau."),
        ], header="Hydrosys Conseil - Trois-Rivières - HS-25-022",
            footer="Document préparé pour Énergie Rivière-aux-Rats S.E.C.")),
        ("proces_verbal_CA_janvier.docx", docx([
            ("title", "Procès-verbal - réunion du conseil d'administration"),
            ("p", "Énergie Rivière-aux-Rats S.E.C. - réunion tenue par visioconférence. Présents : les cinq "
                  "administrateurs et le chef d'exploitation."),
            ("h1", "1. Renouvellement du contrat d'achat d'électricité"),
            ("p", "Le président fait le point sur les discussions en vue du renouvellement du contrat d'achat "
                  "d'électricité, qui vient à échéance dans trois ans. Un mandat est donné au conseiller "
                  "juridique."),
            ("h1", "2. Réfection du chemin d'accès"),
            ("p", "Trois soumissions ont été reçues pour le gravelage et le remplacement de deux ponceaux. Le "
                  "conseil retient le plus bas soumissionnaire conforme, pour des travaux à l'été."),
            ("h1", "3. Nomination du vérificateur externe"),
            ("p", "Sur proposition dûment appuyée, le cabinet actuel est reconduit pour l'exercice en cours."),
            ("h1", "4. Divers"),
            ("p", "Le souper des partenaires aura lieu à La Tuque en juin. Levée de la séance."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C05 jupes latérales de remorque qui survivent à l'hiver et aux chemins forestiers (camionnage,
#     Rivière-du-Loup), hiver 2024-2025 - extrait de contrat .txt en bruit; journal de projet .md (« jeudi 10
#     octobre 2024 », « 21/10/2024 », « semaine du 4 novembre », « le 19 novembre », « 2024-12-02 »,
#     « lun. 16/12 », « du 6 au 31 janvier », « le 24 janvier », « 14 février 2025 »); CSV des séries d'essai
#     (économies et glace par côté); rapport DOCX (Objectif, Méthode, Résultats, Conclusion; « 28 février 2025 »).
#     Valeurs voisines : 2,4 / 5,2 / 5,4 / 6,1 %; 8 / 11 / 22 / 28 kg.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_jupes_laterales_remorque_hiver",
        "question": "Allô, ça me prendrait les lignes 242, 244 et 246 pour les jupes de remorques (JR-25), avec le registre des travaux. Y'a le journal de Marc-Olivier, le CSV de consommation, le rapport d'essais pis un bout du contrat avec la Scierie Dubé.",
        "facts": {
            "242": [["au moins 5 %"], ["au plus 15 kg"], ["50 passages"], ["au moins 25 cm"]],
            "244": [["bandes de convoyeur"], ["supports à ressort"], ["lanières"], ["revêtement glaciophobe"]],
            "246": [["5,2 %"], ["11 kg"], ["flotte au vent"], ["fissures aux fixations"],
                    ["parti en trois semaines"]],
        },
        "dates": ["2024-10-10", "2024-10-21", "2024-11-04", "2024-11-19", "2024-12-02", "2024-12-16",
                  "2025-01-06", "2025-01-24", "2025-01-31", "2025-02-14", "2025-02-28"],
        "noise": ["Supplément carburant indexé", "Délai de chargement maximal", "par tonne métrique"],
        "bindings": [
            {"value": "28 kg", "subject": "J3", "others": ["J4", "J5"]},
            {"value": "2,4 %", "subject": "J2", "others": ["J3", "J4"]},
            {"value": "6,1 %", "subject": "J1", "others": ["J4", "J3"]},
        ],
    },
    [
        ("journal_projet_JR-25.md", text("""
            # Projet JR-25 - jupes latérales pour nos remorques à copeaux
            Transport Bérubé et Fils inc., Rivière-du-Loup. Journal tenu par Marc-Olivier Bérubé (entretien).

            ## jeudi 10 octobre 2024 - départ
            Rencontre avec Nadine (présidente) pis Gilles (chauffeur, 30 ans de métier).
            Le diesel nous coûte une fortune sur l'autoroute 20/85. Les jupes latérales, ça marche sur les remorques de ville, mais nos remorques à copeaux font aussi le chemin forestier de la scierie pis des bancs de neige tout l'hiver. Les flottes qu'on connaît les ont enlevées après un hiver : cassées, ou pleines de glace. Personne a de chiffres pour une jupe qui vit dans la sloche, le sel pis les andains de gravier.
            Cibles :
            - au moins 5 % d'économie de diesel sur l'autoroute (90-100 km/h), comparé à la remorque témoin 121 sans jupe
            - glace accumulée au plus 15 kg par côté après un voyage dans la neige (pesée sur la balance de la scierie, avant et après grattage)
            - aucun bris après 50 passages sur le chemin forestier
            - garde au sol au moins 25 cm (les andains du chemin)

            ## 21/10/2024 - J1 posée
            J1 = jupe commerciale en composite rigide, fixations en aluminium, sur la remorque 118. Garde au sol 20 cm (c'est ce que le kit permet).

            ## semaine du 4 novembre - premières sorties J1
            Sur l'autoroute c'est bon (voir CSV). Sur le chemin forestier elle frotte les andains.

            ## le 19 novembre
            J1 : fissures aux fixations après 12 passages sur le chemin forestier, un panneau qui pend. On l'enlève.
            J2 posée sur la 118 : bandes de convoyeur recyclées (caoutchouc de 10 mm) boulonnées sur un cadre. Ça plie sans casser.

            ## 2024-12-02 - J3
            J3 = panneaux de polyéthylène HD sur supports à ressort, sur la remorque 124. Garde au sol 28 cm. Les panneaux plient sur les andains pis reviennent.
            Gilles trouve que J2 flotte au vent sur l'autoroute : les bandes s'ouvrent comme des rideaux.

            ## lun. 16/12 - pesée de la glace
            Après le voyage de nuit dans la neige mouillée : J3 = 28 kg de glace du côté droit, tassée derrière les panneaux, entre les supports. Trop lourd, pis ça arrache les supports à la longue.

            ## du 6 au 31 janvier - J4 et J5
            J4 = J3 + bas de jupe en lanières (fentes aux 15 cm) + supports déplacés vers l'extérieur pour laisser la neige tomber par en arrière. Sur la 124.
            J5 = J4 + revêtement glaciophobe (silicone à deux composants) sur la face intérieure. Sur la 118.

            ## le 24 janvier
            J5 : le revêtement est parti en trois semaines, mangé par le sable pis le gravier du chemin. On arrête J5.

            ## 14 février 2025 - bilan
            J4 est la bonne : 5,2 % d'économie, 11 kg de glace par côté, aucun bris après 50 passages.
            Rapport d'essais à finir pour Nadine.
            """)),
        ("consommation_JR-25.csv", text("""
            série;du;au;remorque;jupe;voyages autoroute;km autoroute;L/100 km témoin 121;L/100 km remorque équipée;économie vs témoin;glace par côté (kg);passages chemin forestier;bris
            J1;2024-11-04;2024-11-19;118;composite rigide, fixations alu;9;3 420;41,2;38,7;6,1 %;22;12;fissures aux fixations
            J2;2024-11-19;2024-12-16;118;bandes de convoyeur recyclées;14;5 310;41,5;40,5;2,4 %;9;31;aucun
            J3;2024-12-02;2024-12-16;124;PEHD sur supports à ressort;8;3 040;41,9;39,6;5,4 %;28;17;aucun
            J4;2025-01-06;2025-01-31;124;J3 + lanières + supports déplacés;16;6 080;42,3;40,1;5,2 %;11;50;aucun
            J5;2025-01-06;2025-01-24;118;J4 + revêtement glaciophobe;11;4 170;42,1;39,9;5,2 %;8;34;revêtement usé
            """)),
        ("rapport_essais_JR-25.docx", docx([
            ("title", "Rapport d'essais - jupes latérales JR-25"),
            ("p", "Transport Bérubé et Fils inc. - Marc-Olivier Bérubé, directeur de l'entretien - 28 février 2025"),
            ("h1", "Objectif"),
            ("p", "Trouver une jupe latérale aérodynamique pour nos remorques à copeaux de 53 pieds qui donne une "
                  "économie de diesel réelle sur l'autoroute tout en survivant à l'hiver (glace, sel) et au chemin "
                  "forestier de la scierie (andains, ornières). Les jupes offertes sur le marché sont conçues pour "
                  "la route seulement; nous ne savions pas si une jupe assez souple pour survivre aux andains "
                  "garderait son effet aérodynamique, ni comment empêcher la neige de s'y tasser."),
            ("h1", "Méthode"),
            ("p", "Chaque jupe a été posée sur une remorque du parc et comparée à la remorque témoin 121 (sans "
                  "jupe), sur les mêmes trajets d'autoroute, le même camion-tracteur et le même chauffeur quand "
                  "c'était possible. Consommation mesurée au débitmètre du moteur. Glace pesée sur la balance de "
                  "la scierie avant et après grattage. Passages sur le chemin forestier comptés par le chauffeur."),
            ("b", "J1 : jupe commerciale en composite rigide, fixations en aluminium."),
            ("b", "J2 : bandes de convoyeur recyclées sur cadre."),
            ("b", "J3 : panneaux de polyéthylène haute densité sur supports à ressort."),
            ("b", "J4 : J3 avec bas de jupe en lanières et supports déplacés vers l'extérieur."),
            ("b", "J5 : J4 avec revêtement glaciophobe sur la face intérieure."),
            ("h1", "Résultats"),
            ("table", [
                ["Jupe", "Économie de diesel", "Glace par côté", "Passages / bris", "Garde au sol"],
                ["J1", "6,1 %", "22 kg", "12 / fissures aux fixations", "20 cm"],
                ["J2", "2,4 %", "9 kg", "31 / aucun", "30 cm"],
                ["J3", "5,4 %", "28 kg", "17 / aucun", "28 cm"],
                ["J4", "5,2 %", "11 kg", "50 / aucun", "28 cm"],
                ["J5", "5,2 %", "8 kg", "34 / revêtement usé", "28 cm"],
            ]),
            ("p", "La jupe rigide (J1) donne la meilleure économie, mais elle est trop basse et casse aux "
                  "fixations sur le chemin forestier. Les bandes de caoutchouc (J2) ne cassent pas, mais elles "
                  "flottent au vent et l'économie disparaît presque. Avec J3, la neige mouillée se tasse entre les "
                  "supports. Les lanières de J4 laissent tomber la neige sans faire perdre d'effet. Le revêtement "
                  "de J5 réduit encore la glace, mais il n'a pas tenu contre le sable et le gravier."),
            ("h1", "Conclusion"),
            ("p", "J4 satisfait aux quatre cibles et sera posée sur dix remorques l'hiver prochain. Ce que nous "
                  "avons appris : la souplesse règle les bris, mais c'est la forme du bas de la jupe et la place "
                  "des supports qui règlent la glace; un revêtement ne survit pas au chemin forestier."),
        ])),
        ("extrait_contrat_Scierie_Dube.txt", text("""
            EXTRAIT - CONTRAT DE TRANSPORT DE COPEAUX
            Entre Scierie Dubé inc. (le « Donneur d'ouvrage ») et Transport Bérubé et Fils inc. (le « Transporteur »)

            Article 4 - Tarifs
            4.1 Le tarif de base est de 3,85 $ par tonne métrique par tranche de 10 km, selon la pesée à la balance
                du Donneur d'ouvrage.
            4.2 Supplément carburant indexé chaque mois sur le prix de détail moyen du diesel publié pour la région
                du Bas-Saint-Laurent.

            Article 6 - Chargement
            6.1 Délai de chargement maximal de 2 heures à compter de l'arrivée du camion à la guérite; au-delà, le
                temps d'attente est facturé au taux horaire prévu à l'annexe B.

            Article 9 - Assurances
            9.1 Le Transporteur maintient une assurance responsabilité civile d'au moins 5 000 000 $.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C06 bande de roulement rechapée d'hiver pour autobus scolaires (rechapage, Drummondville), 2024-2025 -
#     soumission DOCX en bruit; cahier d'atelier .txt abrégé avec anglicismes (« 5 août 2024 », « le 12 août »,
#     « 26/08/2024 », « semaine du 9 septembre », « lun. 16/09 », « du 23 au 27 septembre », « le 4 novembre »,
#     « 17 février 2025 »); classeur XLSX à trois feuilles avec ligne de titre (pelage et dureté seulement dans
#     « labo », inspection à 20 000 km du 2025-02-03 seulement dans « terrain »); rapport d'essais sur glace PDF
#     (« du 13 au 15 janvier 2025 », « 24 janvier 2025 »; écarts de freinage seulement dans le tableau).
#     Valeurs voisines : 9,8 / 10,4 / 13,4 / 13,6 N/mm; +5 / +8 / +9 / +14 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_rechapage_hiver_autobus_scolaires",
        "question": "Bonjour! Pourriez-vous rédiger les lignes 242, 244 et 246 pour le projet RP-24 (bande de roulement d'hiver pour autobus scolaires) ainsi que le registre daté? Vous trouverez le cahier d'atelier, le fichier Excel des essais, le rapport d'EVB sur la glace et la soumission qu'on a envoyée à Autobus des Chênes.",
        "facts": {
            "242": [["au plus 10 %"], ["au moins 12 N/mm"], ["20 000 km"], ["au plus 58"]],
            "244": [["écales de noix"], ["haute silice"], ["coussin de liaison"], ["lamelles 3D"]],
            "246": [["13,6 N/mm"], ["+8 %"], ["arrachement de blocs"], ["migre dans le coussin"]],
        },
        "dates": ["2024-08-05", "2024-08-12", "2024-08-26", "2024-09-09", "2024-09-16", "2024-09-23",
                  "2024-09-27", "2024-11-04", "2025-01-13", "2025-01-15", "2025-01-24", "2025-02-03",
                  "2025-02-17"],
        "noise": ["Récupération des carcasses incluse", "Soumission valide 60 jours", "Livraison au garage sans frais"],
        "bindings": [
            {"value": "10,4 N/mm", "subject": "R2", "others": ["R3", "R4"]},
            {"value": "9,8 N/mm", "subject": "R3", "others": ["R4", "R5"]},
            {"value": "+14 %", "subject": "R2", "others": ["R4", "R5"]},
        ],
    },
    [
        ("cahier_atelier_RP-24.txt", text("""
            CAHIER ATELIER - RP-24 - bande de roulement hiver pour autobus scolaires (11R22.5)
            Rechapage Drummond inc. - Patrice N. (mélanges) / Josée L. (contrôle qualité)

            5 août 2024 - start
            Autobus des Chênes veut des rechapés d'hiver sur l'essieu moteur de ses autobus. Notre bande hiver
            actuelle (R1) est correcte dans la neige mais sur la glace vive elle freine mal : la gomme durcit au
            froid. Les trucs qui marchent sur les pneus neufs (silice, huiles) on sait pas s'ils vont coller sur une
            carcasse usagée avec notre coussin pis notre autoclave à 99 °C. C'est ça la grosse question.
            Cibles (avec le gérant de flotte d'Autobus des Chênes) :
              - freinage sur glace (30 à 0 km/h) au plus 10 % plus long qu'un pneu d'hiver neuf de référence
              - pelage bande/carcasse au moins 12 N/mm après vieillissement 7 jours à 70 °C
              - dureté Shore A au plus 58 à -25 °C
              - aucun décollement ni arrachement après 20 000 km sur autobus

            le 12 août - R1 / R2
            R1 = notre bande hiver actuelle, comme référence. Shore A 64 à -25 °C
            R2 = R1 + 5 % d'écales de noix broyées (comme les pneus « walnut » du marché), mixé au banbury,
            bande précuite. Ça accroche mieux au toucher sur le bloc de glace du congélo

            26/08/2024 - R3
            R3 = mélange haute silice + huile de colza comme plastifiant, silane dans le mélange. Beaucoup plus
            mou au froid (voir Excel). Fini en bande précuite pareil

            semaine du 9 septembre - pelage
            Josée a fait les pelages après vieillissement (Excel feuille labo) :
              R3 : l'huile migre dans le coussin, le coussin devient gras pis la bande pèle à la main. 9,8 N/mm
              R2 : 10,4 N/mm, les écales font des points faibles dans la couche de contact
            banc d'usure : sur R2 les écales s'arrachent après 3 000 km équivalents, ça laisse des petits trous
            -> R2 pis R3 écartés pour l'autobus

            lun. 16/09 - R4
            R4 = R3 + coussin de liaison modifié (plus de caoutchouc naturel + agent de couplage) pour bloquer
            l'huile. pelage correct cette fois

            du 23 au 27 septembre - rechapage pneus d'essai
            8 pneus R4 + 8 pneus R5 rechapés pour Autobus des Chênes (2 autobus chacun, essieu moteur)
            R5 = R4 + lamelles 3D (lames de moule neuves) au lieu des lamelles droites, pour mordre plus sur la glace
            + 2 pneus de chaque mélange (R1 à R5) gardés pour les essais sur glace chez EVB

            le 4 novembre - tournée d'inspection
            R5 : arrachement de blocs sur l'épaulement à 8 000 km, les blocs trop minces avec les lamelles 3D.
            pneus retirés des autobus. R4 nickel

            17 février 2025 - bilan
            rapport EVB rentré en janvier pis inspection à 20 000 km faite (voir Excel feuille terrain).
            R4 retenu : 13,6 N/mm au pelage, freinage +8 % sur glace vs pneu neuf, aucun défaut à 20 000 km.
            appris : la silice pis l'huile marchent sur un rechapé seulement si le coussin est fait pour;
            les lamelles 3D d'un pneu neuf sont trop agressives pour une bande précuite
            next : homologation du mélange pis production pour l'hiver prochain
            """)),
        ("essais_RP-24.xlsx", xlsx([
            ("mélanges", [
                ["Rechapage Drummond - RP-24 - mélanges essayés"],
                ["code", "mixé le", "base", "ajout", "coussin de liaison", "lamelles"],
                ["R1", D("2024-08-12"), "bande hiver actuelle", "aucun", "standard", "droites"],
                ["R2", D("2024-08-12"), "R1", "écales de noix broyées 5 %", "standard", "droites"],
                ["R3", D("2024-08-26"), "haute silice", "huile de colza + silane", "standard", "droites"],
                ["R4", D("2024-09-16"), "haute silice", "huile de colza + silane", "modifié", "droites"],
                ["R5", D("2024-09-16"), "haute silice", "huile de colza + silane", "modifié", "lamelles 3D"],
            ]),
            ("labo", [
                ["Contrôle qualité - pelage après 7 jours à 70 °C et dureté à -25 °C"],
                ["code", "date d'essai", "pelage bande/carcasse", "mode de rupture", "Shore A à -25 °C",
                 "banc d'usure"],
                ["R1", D("2024-09-09"), "14,2 N/mm", "dans la gomme", 64, "aucun défaut"],
                ["R2", D("2024-09-09"), "10,4 N/mm", "interface", 63, "écales arrachées à 3 000 km"],
                ["R3", D("2024-09-09"), "9,8 N/mm", "interface, coussin gras", 55, "non fait"],
                ["R4", D("2024-09-23"), "13,6 N/mm", "dans la gomme", 56, "aucun défaut"],
                ["R5", D("2024-09-23"), "13,4 N/mm", "dans la gomme", 56, "blocs fissurés"],
            ]),
            ("terrain", [
                ["Suivi sur autobus - Autobus des Chênes"],
                ["code", "posé le", "inspection", "km", "état", "décision"],
                ["R4", D("2024-09-27"), D("2024-11-04"), 8200, "aucun défaut", "continuer"],
                ["R5", D("2024-09-27"), D("2024-11-04"), 7900, "arrachement de blocs à l'épaulement",
                 "retiré"],
                ["R4", D("2024-09-27"), D("2025-02-03"), 20350, "aucun décollement, usure régulière",
                 "retenu"],
            ]),
        ])),
        ("rapport_EVB_24-1187.pdf", pdf([
            ("title", "Rapport d'essai EVB-24-1187"),
            ("p", "Freinage sur glace de pneus rechapés 11R22.5 - essieu moteur d'autobus scolaire"),
            ("p", "Client : Rechapage Drummond inc. Essais réalisés du 13 au 15 janvier 2025 sur la piste de "
                  "glace du lac, à Saint-Félicien. Rapport émis le 24 janvier 2025."),
            ("h1", "Méthode"),
            ("p", "Autobus scolaire de 72 places chargé à 80 %, ABS actif. Freinage d'urgence de 30 km/h à "
                  "l'arrêt sur glace vive, température de la glace entre -9 °C et -14 °C. Huit freinages valides "
                  "par jeu de pneus, en alternance avec le pneu de référence (pneu d'hiver neuf de marque "
                  "reconnue) pour corriger la dérive de la glace."),
            ("h1", "Résultats"),
            ("table", [
                ["Jeu de pneus", "Distance moyenne", "Écart vs référence", "Écart-type"],
                ["Référence neuve", "21,6 m", "-", "0,7 m"],
                ["R1", "26,8 m", "+24 %", "0,9 m"],
                ["R2", "24,6 m", "+14 %", "1,1 m"],
                ["R3", "23,5 m", "+9 %", "0,8 m"],
                ["R4", "23,3 m", "+8 %", "0,8 m"],
                ["R5", "22,7 m", "+5 %", "0,9 m"],
            ]),
            ("small", "Pneus fournis par le client, neufs (non roulés sur autobus)."),
            ("h1", "Conclusion"),
            ("p", "Les jeux R3, R4 et R5 ont une distance de freinage sur glace à moins de 10 % de celle de la "
                  "référence neuve. Les résultats ne se rapportent qu'aux pneus soumis à l'essai."),
        ], header="Essais Véhiculaires Boréal (EVB) - Saint-Félicien - EVB-24-1187",
            footer="Rapport confidentiel - reproduction interdite sans autorisation")),
        ("soumission_Autobus_Chenes.docx", docx([
            ("title", "Soumission S-2024-311"),
            ("p", "Rechapage Drummond inc. - à l'attention de M. Réjean Fortier, Autobus des Chênes inc."),
            ("table", [
                ["Article", "Qté", "Prix unitaire", "Total"],
                ["Rechapage hiver 11R22.5, bande traction", "48", "285,00 $", "13 680,00 $"],
                ["Rechapage été 11R22.5, bande directionnelle", "24", "249,00 $", "5 976,00 $"],
                ["Pose et équilibrage au garage du client", "72", "22,00 $", "1 584,00 $"],
            ]),
            ("b", "Récupération des carcasses incluse; carcasses refusées retournées au client."),
            ("b", "Livraison au garage sans frais dans un rayon de 50 km."),
            ("b", "Soumission valide 60 jours; taxes en sus."),
            ("p", "Merci de votre confiance."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C07 traitement antibuée permanent pour écrans de lunettes de ski (optique, Sherbrooke), hiver 2025 - deux
#     fichiers seulement : un fil de courriels (cibles seulement là; « lundi 6 janvier 2025 », « 07/01/2025 »,
#     « 2025-01-20 », « 3 février 2025 », « le 10 février », « vendredi 28 mars 2025 ») dont le bruit est un
#     message des ventes transféré; un classeur XLSX à deux feuilles (fabrication des échantillons, puis tous les
#     résultats d'essai seulement dans « essais »; gel-dégel « du 3 au 14 mars » dans un en-tête).
#     Valeurs voisines : 12 / 38 / 41 s; 0,8 / 1,0 / 1,1 / 6,8 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_antibuee_lunettes_ski",
        "question": "Bonjour, pouvez-vous me faire les lignes 242, 244 et 246 pour le traitement antibuée de nos écrans de lunettes de ski (LB-25), plus un registre des travaux? J'ai seulement le fil de courriels et le classeur des essais d'Élise.",
        "facts": {
            "242": [["au moins 30 s"], ["100 essuyages"], ["au plus 2 %"], ["classe 0 ou 1"]],
            "244": [["surfactant"], ["PVA réticulé"], ["zwitterionique"], ["couche d'accroche silane"]],
            "246": [["38 s"], ["1,1 %"], ["devient laiteux"], ["décolle au quadrillage"]],
        },
        "dates": ["2025-01-06", "2025-01-07", "2025-01-13", "2025-01-15", "2025-01-20", "2025-02-03",
                  "2025-02-10", "2025-02-24", "2025-03-03", "2025-03-14", "2025-03-28"],
        "noise": ["Vente d'entrepôt annuelle", "rabais de 40 % sur les modèles 2023", "kiosque au Salon du ski"],
        "bindings": [
            {"value": "41 s", "subject": "B3", "others": ["B4", "B5"]},
            {"value": "12 s", "subject": "B5", "others": ["B4", "B3"]},
            {"value": "6,8 %", "subject": "B2", "others": ["B4", "B3"]},
        ],
    },
    [
        ("courriels_LB-25.txt", text("""
            De : François Gosselin <fgosselin@optiqueorford.example>
            Envoyé : lundi 6 janvier 2025 08:40
            À : Élise Fortin <efortin@optiqueorford.example>
            Objet : Buée - on règle ça cet hiver

            Élise,
            Encore douze retours sous garantie pendant les Fêtes, toujours la même plainte : l'écran embue dès qu'on arrête au bas de la piste pis ça revient pas. Les patrouilleurs d'Orford disent la même chose. Notre traitement actuel part après quelques semaines d'essuyage avec la manche de manteau.
            Je veux un antibuée qui dure la vie de la lunette. Peux-tu me dire ce que ça prendrait comme cibles?
            François

            ---
            De : Élise Fortin <efortin@optiqueorford.example>
            Envoyé : 07/01/2025 16:55
            À : François Gosselin <fgosselin@optiqueorford.example>
            Objet : RE: Buée - on règle ça cet hiver

            François,
            Voici ce que je propose comme cibles, mesurées sur nos écrans en polycarbonate :
            - au moins 30 s sans buée au test de vapeur (écran refroidi à -10 °C, puis au-dessus d'un bain à 50 °C), et ça encore après 100 essuyages au chiffon microfibre (5 N);
            - perte de transmission lumineuse au plus 2 %;
            - adhérence au quadrillage classe 0 ou 1;
            - aucun changement après 20 cycles gel-dégel humides.
            Le problème, c'est que ce qui empêche la buée (une surface qui boit l'eau) est mou par nature, et ce qui résiste à l'essuyage est dur et repousse l'eau. Je ne connais pas de traitement qui fasse les deux sur du polycarbonate courbé. Je commence la semaine prochaine avec notre surfactant actuel comme référence (B1) et un revêtement de PVA réticulé (B2).
            Élise

            ---
            De : Élise Fortin <efortin@optiqueorford.example>
            Envoyé : 2025-01-20 10:02
            À : Karim Haddad <karim.haddad@usherbrooke.example>
            Objet : Greffage au plasma sur polycarbonate?

            Bonjour Karim,
            Suite à notre conversation au colloque : est-ce que ton réacteur plasma pourrait greffer un polymère zwitterionique sur nos écrans? Le PVA réticulé tient bien la buée mais on doute qu'il survive au froid humide. On paierait le temps de réacteur.
            Élise

            ---
            De : Karim Haddad <karim.haddad@usherbrooke.example>
            Envoyé : 3 février 2025 14:18
            À : Élise Fortin <efortin@optiqueorford.example>
            Objet : RE: Greffage au plasma sur polycarbonate?

            Élise,
            Les écrans B3 sont greffés, je les dépose à Sherbrooke demain. Attention : sans couche intermédiaire, l'adhérence sur le polycarbonate risque d'être faible. Si c'est le cas, on fera une série avec une couche d'accroche silane le 10 février.
            Karim

            ---
            De : Élise Fortin <efortin@optiqueorford.example>
            Envoyé : vendredi 28 mars 2025 15:30
            À : François Gosselin <fgosselin@optiqueorford.example>
            Objet : Bilan antibuée

            François,
            Tout est dans le classeur. En résumé :
            - le surfactant (B1) ne tient pas à l'essuyage, comme on pensait;
            - le PVA (B2) devient laiteux après les cycles gel-dégel et perd 6,8 % de transmission : écarté;
            - le zwitterionique seul (B3) tient 41 s après 100 essuyages, mais il décolle au quadrillage;
            - avec la couche d'accroche silane (B4), on a 38 s après 100 essuyages, classe 0, 1,1 % de perte de transmission et rien après le gel-dégel;
            - la version à un seul passage de plasma (B5) coûterait moins cher mais tombe à 12 s après les essuyages.
            Je recommande B4. Prochaine étape : un lot pilote de 300 écrans avec le labo de Karim.
            Élise

            ---
            De : François Gosselin <fgosselin@optiqueorford.example>
            Envoyé : vendredi 28 mars 2025 17:02
            À : Élise Fortin <efortin@optiqueorford.example>
            Objet : RE: Bilan antibuée

            Bravo! On en parle lundi. Je te transfère le mot des ventes pour info.

            ---------- Message transféré ----------
            De : Équipe des ventes
            Objet : À mettre à l'agenda
            - Vente d'entrepôt annuelle le premier samedi d'avril, rabais de 40 % sur les modèles 2023.
            - Nous aurons un kiosque au Salon du ski de Montréal; besoin de deux bénévoles par jour.
            - Nouveaux présentoirs à livrer chez les détaillants de l'Estrie.
            ---------- Fin du message transféré ----------
            """)),
        ("essais_antibuee_LB-25.xlsx", xlsx([
            ("échantillons", [
                ["code", "préparé le", "traitement", "procédé", "par", "remarque"],
                ["B1", D("2025-01-13"), "surfactant (traitement actuel)", "vaporisé, essuyé", "Élise", "référence"],
                ["B2", D("2025-01-15"), "PVA réticulé", "trempage + cuisson 110 °C", "Élise", ""],
                ["B3", D("2025-02-03"), "polymère zwitterionique", "greffage plasma, 3 passages", "labo Karim",
                 "sans couche intermédiaire"],
                ["B4", D("2025-02-10"), "zwitterionique sur couche d'accroche silane",
                 "activation plasma + silane + greffage, 3 passages", "labo Karim", ""],
                ["B5", D("2025-02-24"), "comme B4", "un seul passage de plasma", "labo Karim", "moins cher"],
            ]),
            ("essais", [
                ["code", "sans buée, neuf", "sans buée après 100 essuyages", "perte de transmission",
                 "quadrillage", "gel-dégel 20 cycles (du 3 au 14 mars)", "remarque"],
                ["B1", "45 s", "3 s (après 10 essuyages)", "0,4 %", "s.o.", "non fait", "arrêté après 10"],
                ["B2", "> 60 s", "55 s", "6,8 %", "classe 1", "devient laiteux", "ramollit à l'humidité"],
                ["B3", "52 s", "41 s", "1,0 %", "classe 3", "non fait", "décolle au quadrillage"],
                ["B4", "49 s", "38 s", "1,1 %", "classe 0", "aucun changement", ""],
                ["B5", "47 s", "12 s", "0,8 %", "classe 0", "non fait", "couche trop mince"],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 rembourrage de sofa ignifuge sans retardateurs halogénés (mobilier, Princeville), 2024 - deux fichiers de
#     bruit DOCX (fiche de vente et note RH, la note RH non nommée dans la question); fil de courriels (cibles
#     seulement là; « mercredi 3 avril 2024 », « 05/04/2024 », « 2024-04-15 », « le 10 juin », « 12 septembre
#     2024 »); CSV des essais d'atelier (« du 13 au 24 mai » et « semaine du 27 mai » dans la colonne date);
#     rapport de labo PDF (« 5 août 2024 », « 6 septembre 2024 »; résultats officiels seulement dans le tableau).
#     Valeurs voisines : 22 / 23 / 26 / 31 / 36 / 58 mm.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_sofa_ignifuge_sans_halogenes",
        "question": "Bonjour! On aimerait que vous prépariez les lignes 242, 244 et 246 pour le projet MI-24 (rembourrage ignifuge sans halogènes) et un registre des travaux en ordre chronologique. J'ai mis les courriels d'Annie, le CSV des essais d'atelier, le rapport de FeuTest et la fiche de vente du sofa Riviera, plus quelques autres documents du bureau.",
        "facts": {
            "242": [["au plus 45 mm"], ["30 à 36 lb"], ["au plus 25 $"], ["aucun retardateur halogéné"]],
            "244": [["graphite expansible"], ["mélamine"], ["feutre de laine"], ["viscose-silice"]],
            "246": [["22 mm"], ["19 $ par sofa"], ["tache le tissu"], ["s'affaisse"], ["se déchire"]],
        },
        "dates": ["2024-04-03", "2024-04-05", "2024-04-15", "2024-04-29", "2024-05-06", "2024-05-13",
                  "2024-05-24", "2024-05-27", "2024-06-10", "2024-06-17", "2024-06-21", "2024-07-08",
                  "2024-08-05", "2024-09-06", "2024-09-12"],
        "noise": ["Pieds en chêne massif", "Offert en 12 couleurs", "fermeture de l'usine"],
        "bindings": [
            {"value": "58 mm", "subject": "M3", "others": ["M4", "M5"]},
            {"value": "14 %", "subject": "M2", "others": ["M1", "M4"]},
            {"value": "31 mm", "subject": "M1", "others": ["M4", "M3"]},
        ],
    },
    [
        ("courriels_MI-24.txt", text("""
            De : Denis Morin <dmorin@meublesboisfrancs.example>
            Envoyé : mercredi 3 avril 2024 07:48
            À : Annie Rousseau <arousseau@meublesboisfrancs.example>
            Objet : Sofas pour les résidences + acheteur américain

            Annie,
            Deux affaires en même temps : le groupe de résidences pour aînés veut des sofas qui passent les essais au feu de leur assureur, pis notre acheteur de la Nouvelle-Angleterre ne prend plus rien avec des retardateurs de flamme halogénés. Notre mousse actuelle n'a aucun retardateur et elle brûle comme une torche.
            Ce que je veux :
            - au test de la cigarette, carbonisation au plus 45 mm;
            - à la flamme de 20 s au coin du coussin, pas de combustion soutenue;
            - le même confort qu'aujourd'hui : portance de 30 à 36 lb (IFD 25 %);
            - un surcoût d'au plus 25 $ par sofa trois places;
            - aucun retardateur halogéné.
            Denis

            ---
            De : Annie Rousseau <arousseau@meublesboisfrancs.example>
            Envoyé : 05/04/2024 13:20
            À : Denis Morin <dmorin@meublesboisfrancs.example>
            Objet : RE: Sofas pour les résidences + acheteur américain

            Denis,
            Cibles notées. Ce qui n'est pas connu, c'est la combinaison : les charges sans halogène qui arrêtent la flamme dans la mousse changent sa portance et sa tenue dans le temps, et les barrières sous le tissu qui arrêtent la flamme ne règlent pas toujours le couvant de la cigarette. Les fournisseurs n'ont pas de données avec nos tissus naturels (lin, coton), qui couvent plus que le polyester.
            Je commence par deux mousses chargées (graphite, mélamine), puis des barrières.
            Annie

            ---
            De : Annie Rousseau <arousseau@meublesboisfrancs.example>
            Envoyé : 2024-04-15 09:05
            À : Ventes Mousses Laurentides <ventes@mousseslaurentides.example>
            Objet : Échantillons de mousse chargée

            Bonjour,
            Pourriez-vous nous envoyer des blocs de 100 mm de votre mousse au graphite expansible et de votre mousse à la mélamine, même densité que notre mousse standard (28 kg/m³)? Nous voulons faire des essais au feu à l'usine d'ici deux semaines.
            Annie Rousseau, ing., Meubles Rembourrés Bois-Francs inc.

            ---
            De : Annie Rousseau <arousseau@meublesboisfrancs.example>
            Envoyé : 2024-06-21 16:40
            À : Denis Morin <dmorin@meublesboisfrancs.example>
            Objet : Point sur les mousses et la laine

            Denis,
            Les deux mousses chargées passent la flamme, mais :
            - M1 (graphite) laisse une poussière noire; le 10 juin, sur le lin beige, elle tache le tissu après 500 frottements. Correct seulement pour les tissus foncés;
            - M2 (mélamine) s'affaisse : 14 % de perte de hauteur après 20 000 cycles de fatigue;
            - M3 (feutre de laine sous le tissu) passe la flamme mais la laine couve sous la cigarette : carbonisation de 58 mm avec le lin.
            La barrière non tissée viscose-silice (M4) essayée cette semaine donne 23 mm à l'usine. Je l'envoie chez FeuTest avec une version plus légère pour le coût.
            Annie

            ---
            De : Annie Rousseau <arousseau@meublesboisfrancs.example>
            Envoyé : 12 septembre 2024 10:15
            À : Denis Morin <dmorin@meublesboisfrancs.example>
            Objet : Rapport FeuTest

            Denis,
            Le rapport de FeuTest est arrivé. M4 passe tout, sans toucher à la mousse ni au confort; le surcoût calculé est de 19 $ par sofa trois places. La version légère (M5) ne tient pas : à la flamme, la barrière se déchire au coin et la mousse prend feu. On garde M4 pour la collection du printemps.
            Annie
            """)),
        ("essais_atelier_MI-24.csv", text("""
            date;code;mousse;barrière;tissu;cigarette - carbonisation;flamme 20 s au coin;IFD 25 % (lb);remarque
            2024-04-29;M1;PU 28 kg/m³ + graphite expansible;aucune;polyester gris foncé;31 mm;auto-extinction après 12 s;33;
            2024-05-06;M2;PU 28 kg/m³ + mélamine 25 %;aucune;polyester gris foncé;36 mm;auto-extinction après 20 s;34;
            du 13 au 24 mai;M2;;;;;;;fatigue 20 000 cycles : perte de hauteur 14 %, s'affaisse
            semaine du 27 mai;M3;PU 28 kg/m³ standard;feutre de laine 200 g/m²;lin naturel beige;58 mm;pas de combustion soutenue;32;la laine couve sous la cigarette
            2024-06-10;M1;;;lin naturel beige;;;;poussière de graphite : tache le tissu après 500 frottements
            2024-06-17;M4;PU 28 kg/m³ standard;non-tissé viscose-silice 150 g/m²;lin naturel beige;23 mm;pas de combustion soutenue;32;
            2024-07-08;M5;PU 28 kg/m³ standard;non-tissé viscose-silice 90 g/m²;lin naturel beige;26 mm;combustion soutenue;32;la barrière se déchire au coin
            """)),
        ("rapport_FeuTest_FT-24-0563.pdf", pdf([
            ("title", "Rapport d'essai FT-24-0563"),
            ("p", "Comportement au feu de maquettes de sièges rembourrés - source couvante (cigarette) et petite "
                  "flamme"),
            ("p", "Client : Meubles Rembourrés Bois-Francs inc., Princeville. Maquettes reçues le 5 août 2024 : "
                  "M0 (mousse standard, sans barrière), M4 (barrière non tissée 150 g/m²) et M5 (barrière non tissée "
                  "90 g/m²), toutes recouvertes de lin naturel beige fourni par le client. Rapport émis le 6 "
                  "septembre 2024."),
            ("h1", "1. Méthode"),
            ("p", "Source couvante : cigarette sans filtre déposée à la jonction dossier-assise, sous un drap de "
                  "coton; mesure de la longueur carbonisée après extinction. Petite flamme : brûleur au butane, "
                  "flamme de 20 s appliquée au coin du coussin; on note toute combustion qui se poursuit plus de "
                  "2 minutes après le retrait du brûleur. Trois maquettes par configuration."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Maquette", "Carbonisation (moyenne)", "Petite flamme", "Observation"],
                ["M0", "74 mm", "combustion soutenue", "mousse consumée au coin"],
                ["M4", "22 mm", "auto-extinction en 38 s", "barrière intacte"],
                ["M5", "27 mm", "combustion soutenue (2 sur 3)", "barrière fendue au coin"],
            ]),
            ("h1", "3. Conclusion"),
            ("p", "Seule la configuration M4 ne présente aucune combustion soutenue et une carbonisation "
                  "inférieure à 45 mm sur les trois maquettes. Les résultats ne se rapportent qu'aux maquettes "
                  "soumises à l'essai."),
        ], header="FeuTest inc. - Drummondville - Rapport FT-24-0563",
            footer="Ce rapport ne peut être reproduit qu'en entier")),
        ("fiche_vente_sofa_Riviera.docx", docx([
            ("title", "Sofa Riviera - 3 places"),
            ("p", "Le confort d'ici, fabriqué à Princeville par des artisans du meuble depuis trois générations."),
            ("h1", "Caractéristiques"),
            ("b", "Pieds en chêne massif, fini huilé."),
            ("b", "Coussins réversibles, housses amovibles."),
            ("b", "Offert en 12 couleurs de tissu, dont notre lin naturel."),
            ("table", [
                ["Dimension", "Valeur"],
                ["Largeur", "213 cm"],
                ["Profondeur", "94 cm"],
                ["Hauteur", "86 cm"],
            ]),
            ("p", "Prix de détail suggéré : 2 499 $. Garantie de 10 ans sur la structure."),
        ])),
        ("note_RH_vacances_ete.docx", docx([
            ("title", "Note de service - Vacances d'été"),
            ("p", "À tout le personnel de l'usine et du bureau."),
            ("p", "Comme chaque année, la fermeture de l'usine aura lieu pendant les deux semaines des vacances de "
                  "la construction. Les demandes de vacances en dehors de cette période doivent être remises à "
                  "votre superviseur au moins un mois à l'avance."),
            ("p", "Rappel : le stationnement arrière sera repavé pendant la fermeture. Merci de votre "
                  "collaboration. - Ressources humaines"),
        ])),
    ],
)

