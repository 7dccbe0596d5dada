#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the fifteenth first-contact set (fr/evidence_first_15).

Run:  python3 make_files.py        then  python3 verify.py
      and  python3 ../../check_cases.py . -v
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_14:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small francophone firms, 2024-2025 projects, in subjects not used by any earlier evidence set: tamis de
raquettes à neige en TPU recyclé pour le grand froid (Portneuf), fèves au lard en conserve avec des haricots
québécois durs à cuire (Beauce), miel crémeux à cristaux fins (Lac-Saint-Jean), insert de roulement collé pour
pierres de curling (Estrie), tri des photos de caméras de chasse pour les pourvoiries (logiciel, Abitibi),
compostage des carapaces de homard sans odeurs (Îles-de-la-Madeleine), ceinture fléchée au métier Jacquard
(Lanaudière), bord d'usure en caoutchouc recyclé pour chenillettes de trottoirs (Centre-du-Québec).

Two questions are in English over French records ("language": "en"). Each case has 4 files in at least three
formats, one of them a whole NOISE file (liste de prix, texte marketing, facture, soumission, infolettre,
note RH, contrat, texte publicitaire) that is not a record of the work; in two cases (miel crémeux: journal .md;
compost: courriels .txt) a noise passage also sits inside a record file (verify.py NOISE "sections").

Dates in many French forms: « 3 mars 2025 », « le 2 juin », « 17/04/2025 », ISO dates (CSV, XLSX date cells),
« lundi 7 avril » in e-mail headers, « lun. 14/04 », « semaine du 10 mars », « mar. 11 » under a month header
« ## Février 2025 », periods « du 9 au 12 juin » (one entry, listed by its FIRST day only). Every listed date is
also written somewhere in a form check_cases.py reads. Dates written only in noise text are not listed.
Decimal commas, « 1,2 % », « -30 °C ».

Facts are what a careful consultant would need on each line: 242 the targets with their numbers (and the
unknown), 244 the hypotheses / variants / methods, 246 the results and what the failures ruled out. Bindings are
coded variants with close values (the value belongs to its subject, never to the others).
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
# C01 tamis de raquettes à neige en TPU avec 30 % de rebuts recyclés, qui fissurait au froid (fabricant,
#     Saint-Raymond, Portneuf), automne 2024 - liste de prix CSV en bruit (nommée dans la question); rapport DOCX
#     (cibles seulement là; « le 9 septembre 2024 », « le 2 décembre », « le 13 janvier 2025 »); classeur XLSX
#     (dates ISO dans « essais », résultats seulement dans « résultats »); rapport de labo PDF (« reçus le
#     19 novembre 2024 », « du 2 au 4 décembre 2024 » = une entrée, le 2; « 6 décembre 2024 »).
#     Valeurs voisines : 8 000 / 41 000 / 62 000 / 75 000 cycles; 380 / 395 / 420 / 510 N. Piège : l'agencement
#     des couleurs et l'impression du logo sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_raquettes_tamis_tpu_recycle_grand_froid",
        "question": "Bonjour, pourriez-vous préparer nos lignes 242, 244 et 246 pour le projet de tamis en TPU recyclé (RQ-24), avec un registre daté des travaux? Je vous joins le rapport technique de Kevin, le classeur des essais, le rapport du CEPQ et notre liste de prix détaillants 2025.",
        "facts": {
            "242": [["50 000 cycles"], ["au moins 450 N"], ["au moins 30 %"], ["au plus 38 $"]],
            "244": [["plastifiant"], ["tissu de renfort"], ["rondelles d'appui"], ["chambre froide"]],
            "246": [["62 000 cycles"], ["510 N"], ["36,50 $"], ["fluage"]],
        },
        "dates": ["2024-09-09", "2024-09-23", "2024-10-01", "2024-10-15", "2024-10-29", "2024-11-12",
                  "2024-11-19", "2024-12-02", "2024-12-06", "2025-01-13"],
        "noise": ["Escompte de 2 % net 10 jours", "Présentoir de plancher offert", "PDSF"],
        "bindings": [
            {"value": "8 000 cycles", "subject": "T2", "others": ["T3", "T4"]},
            {"value": "380 N", "subject": "T4", "others": ["T3", "T5"]},
            {"value": "3,2 mm", "subject": "T3", "others": ["T2", "T4"]},
        ],
    },
    [
        ("rapport_technique_RQ-24.docx", docx([
            ("title", "RQ-24 - Tamis en TPU recyclé pour raquettes à neige"),
            ("p", "Raquettes Laurentiennes inc., Saint-Raymond (Portneuf). Rapport technique préparé par Kevin "
                  "Paquet, technicien en génie des matériaux, pour Josée Moisan (présidente)."),
            ("h1", "1. Point de départ"),
            ("p", "Nos raquettes de randonnée ont un cadre en aluminium et un tamis en TPU vierge de 1,2 mm, riveté "
                  "au cadre. On jette environ 4 tonnes par année de retailles de TPU (découpe des tamis et rebuts "
                  "de bottes de notre voisin, Chaussures Boréal). Le 9 septembre 2024, on a lancé le projet de "
                  "remettre ces retailles dans le tamis."),
            ("p", "Le problème : le TPU recyclé a déjà été fondu une fois, ses chaînes sont plus courtes et il "
                  "devient cassant au froid. Nos clients marchent à -30 °C et le tamis plie à chaque pas autour "
                  "des rivets. Le fournisseur de granules n'a aucune donnée en dessous de -20 °C et ne peut pas "
                  "nous dire combien de recyclé le tamis peut prendre avant de fissurer, ni si les trous de "
                  "rivets vont tenir."),
            ("h2", "Objectifs"),
            ("b", "au moins 30 % de TPU recyclé dans le tamis;"),
            ("b", "aucune fissure après 50 000 cycles de flexion à -30 °C (environ trois saisons de marche);"),
            ("b", "force d'arrachement d'un rivet au moins 450 N à -30 °C;"),
            ("b", "coût du tamis au plus 38 $ par paire (le tamis vierge nous coûte 44 $)."),
            ("h1", "2. Méthode"),
            ("p", "On a monté un banc de flexion maison dans la chambre froide de l'usine : une bande de tamis "
                  "de 300 mm rivetée sur un bout de cadre, pliée à 40° par un vérin, 1 cycle par seconde, à "
                  "-30 °C. On arrête à la première fissure visible à la loupe, ou à 75 000 cycles. Le CEPQ a fait "
                  "les essais d'arrachement des rivets et la température de fragilité."),
            ("p", "Variantes (détails et dates dans le classeur) :"),
            ("b", "T1 : tamis actuel, TPU vierge 1,2 mm (témoin)."),
            ("b", "T2 : 70 % vierge et 30 % de retailles rebroyées, extrudé en 1,2 mm."),
            ("b", "T3 : T2 avec 8 % de plastifiant (adipate polyester) pour garder la souplesse au froid."),
            ("b", "T4 : T2 calandré sur un tissu de renfort en polyester, épaisseur totale 1,3 mm."),
            ("b", "T5 : T4 avec des rondelles d'appui en aluminium sous chaque rivet, côté tamis."),
            ("p", "On a aussi refait l'agencement des couleurs (le recyclé donne un gris moins franc) et le logo "
                  "imprimé; ça s'est fait avec le fournisseur d'encre, sans difficulté."),
            ("h1", "3. Résultats"),
            ("p", "T2 fissure à 8 000 cycles, en partant des trous de rivets : avec 30 % de recyclé, la membrane "
                  "seule ne passe pas au froid."),
            ("p", "T3 ne fissure pas au froid, mais le plastifiant fait fluer le tamis à la température de la "
                  "pièce : 3,2 mm d'affaissement après 48 h sous une charge de 20 kg. Un tamis qui fait ventre "
                  "ramasse la neige; le fluage élimine la voie du plastifiant."),
            ("p", "T4 tient beaucoup mieux (première fissure à 41 000 cycles), mais toujours au rivet, et "
                  "l'arrachement n'est que de 380 N."),
            ("p", "T5 n'a aucune fissure à 62 000 cycles. Le CEPQ a mesuré 510 N à l'arrachement le 2 décembre. "
                  "Le tamis T5 coûte 36,50 $ par paire."),
            ("p", "Sortie terrain le 13 janvier 2025 au parc de la Jacques-Cartier : 4 paires T5, 62 km de marche "
                  "au total à -27 °C, aucun défaut."),
            ("h1", "4. Ce qu'on retient"),
            ("p", "La faiblesse du recyclé au froid se concentre là où le tamis est percé : le tissu de renfort "
                  "et la rondelle d'appui répartissent l'effort autour du rivet. Reste à voir si le tissu se "
                  "décolle après plusieurs saisons de gel et de dégel."),
        ])),
        ("essais_RQ-24.xlsx", xlsx([
            ("essais", [
                ["variante", "date du montage", "description", "épaisseur (mm)", "TPU recyclé (%)",
                 "température du banc (°C)"],
                ["T1", D("2024-09-23"), "TPU vierge (témoin)", 1.2, 0, -30],
                ["T2", D("2024-10-01"), "30 % de retailles rebroyées", 1.2, 30, -30],
                ["T3", D("2024-10-15"), "T2 + 8 % de plastifiant", 1.2, 30, -30],
                ["T4", D("2024-10-29"), "T2 sur tissu de renfort polyester", 1.3, 30, -30],
                ["T5", D("2024-11-12"), "T4 + rondelles d'appui alu", 1.3, 30, -30],
            ]),
            ("résultats", [
                ["variante", "flexion à -30 °C", "arrachement rivet à -30 °C", "affaissement 48 h", "coût tamis",
                 "remarques"],
                ["T1", "aucune fissure à 75 000 cycles", "420 N", "0,4 mm", "44,00 $/paire", "témoin"],
                ["T2", "fissure à 8 000 cycles", "395 N", "0,5 mm", "33,00 $/paire", "fissure au rivet"],
                ["T3", "aucune fissure à 75 000 cycles", "n.m.", "3,2 mm", "35,20 $/paire", "fait ventre"],
                ["T4", "fissure à 41 000 cycles", "380 N", "0,6 mm", "35,10 $/paire", "fissure au rivet"],
                ["T5", "aucune fissure à 62 000 cycles", "510 N", "0,6 mm", "36,50 $/paire", "retenue"],
            ]),
        ])),
        ("rapport_CEPQ-24-311.pdf", pdf([
            ("title", "Rapport d'essais CEPQ-24-311"),
            ("p", "Arrachement de rivets et température de fragilité de membranes de TPU"),
            ("p", "Client : Raquettes Laurentiennes inc., Saint-Raymond. Éprouvettes reçues le 19 novembre 2024 : "
                  "bandes rivetées T1, T4 et T5, membranes T2 et T5. Essais réalisés du 2 au 4 décembre 2024. "
                  "Rapport émis le 6 décembre 2024."),
            ("h1", "1. Méthodes"),
            ("p", "Arrachement : traction perpendiculaire au tamis sur un rivet de 5 mm, 50 mm/min, éprouvettes "
                  "conditionnées 4 h et essayées dans l'enceinte à -30 °C, 5 éprouvettes par variante. "
                  "Température de fragilité : essai au choc par paliers de 3 °C."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Variante", "Arrachement moyen à -30 °C", "Écart-type", "Mode de rupture", "Fragilité"],
                ["T1", "420 N", "22 N", "déchirure du tamis", "-45 °C"],
                ["T2", "n.m.", "", "", "-24 °C"],
                ["T4", "380 N", "31 N", "déchirure au trou", "n.m."],
                ["T5", "510 N", "18 N", "flexion de la rondelle", "-41 °C"],
            ]),
            ("h1", "3. Commentaires"),
            ("p", "La membrane T2 devient fragile dès -24 °C, au-dessus de la température d'usage. Sur T5, la "
                  "rupture ne part plus du trou du rivet."),
            ("small", "Ces résultats ne concernent que les éprouvettes reçues."),
        ], header="Centre d'essais Polymères Québec (CEPQ) - Lévis",
            footer="CEPQ-24-311 - ne peut être reproduit qu'en entier")),
        ("liste_prix_detaillants_2025.csv", text("""
            modèle;longueur (po);usage;prix détaillant ($);PDSF ($);conditions
            Montagnard 25;25;randonnée en montagne;139,00;229,99;Escompte de 2 % net 10 jours
            Sentier 22;22;randonnée;119,00;189,99;Escompte de 2 % net 10 jours
            Junior 17;17;enfant;59,00;99,99;Présentoir de plancher offert à l'achat de 24 paires
            Bâtons télescopiques;;accessoire;29,00;49,99;commande minimum de 12
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C02 fèves au lard en conserve restées dures avec les haricots blancs québécois de la récolte 2024 (conserverie,
#     Sainte-Marie, Beauce), hiver 2025 - question en anglais, dossiers en français; texte marketing DOCX en
#     bruit; fil de courriels .txt (en-têtes « Date : jeudi 9 janvier 2025 14:05 »; la consultante écrit en
#     anglais; cibles seulement là); feuille d'essais CSV (jj/mm/aaaa, virgule décimale, nombres sans unité);
#     rapport de pénétration de chaleur PDF (« du 24 au 26 mars 2025 » = une entrée, le 24; « 31 mars 2025 »).
#     Valeurs voisines : 92 / 74 / 66 / 63 / 58 / 54 N; 350 / 360 / 450 mg. Piège : allonger le cycle est la
#     réponse courante, et elle a échoué (fèves éclatées).
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_feves_au_lard_haricots_durs_a_cuire",
        "question": "Hi, could you draft lines 242, 244 and 246 for our baked beans project (FL-25) and give us a dated log of the work? Everything is in French: Geneviève's e-mails with our consultant, the cook test sheet, the heat penetration report from the LASH and the marketing text for the new recipe.",
        "language": "en",
        "facts": {
            "242": [["45 à 60 N", "45-60 N"], ["au plus 5 %"], ["au moins 6 min", "at least 6 min"],
                    ["au plus 380 mg"]],
            "244": [["eau adoucie", "softened water"], ["saumure", "salt soak"], ["trempage chaud", "hot soak"],
                    ["remplissage à chaud", "hot fill"]],
            "246": [["54 N"], ["7,4 min"], ["4 % d'éclatées"], ["450 mg"]],
        },
        "dates": ["2025-01-09", "2025-01-10", "2025-01-17", "2025-01-21", "2025-01-31", "2025-02-14",
                  "2025-02-17", "2025-02-28", "2025-03-14", "2025-03-24", "2025-03-31", "2025-04-07"],
        "noise": ["mijotées comme chez grand-maman", "Format familial de 796 mL",
                  "En vente dans les IGA et Metro de la Beauce"],
        "bindings": [
            {"value": "92 N", "subject": "L1", "others": ["L2", "L3"]},
            {"value": "74 N", "subject": "L2", "others": ["L1", "L4"]},
            {"value": "63 N", "subject": "L4", "others": ["L3", "L5"]},
        ],
    },
    [
        ("courriels_FL-25.txt", text("""
            De : Geneviève Poulin <gpoulin@conservespoulin.example>
            Date : jeudi 9 janvier 2025 14:05
            À : Priya Natarajan <priya@natarajanfoodprocess.example>
            Objet : Fèves trop dures depuis les haricots du Québec

            Bonjour Priya,

            Comme je vous disais au téléphone, depuis qu'on a changé pour des haricots blancs de la Montérégie (récolte 2024, entreposés tout l'été dans un silo pas climatisé chez le producteur), nos fèves au lard sortent de l'autoclave trop dures. Même recette, même cycle : boîte de 398 mL, 75 min à 121 °C dans l'autoclave statique. Les clients trouvent que « ça croque ».

            Ce qu'il nous faut :
            - une fermeté de 45 à 60 N au Kramer (on est autour de 90 N);
            - au plus 5 % de fèves éclatées;
            - un F0 d'au moins 6 min au point froid, ça ne se discute pas;
            - au plus 380 mg de sodium par portion, parce qu'on vient de baisser le sel et c'est écrit sur l'étiquette.
            Marc-André voudrait aussi ne pas dépasser 80 min de cycle, sinon on perd un autoclavage par quart.

            Notre eau de trempage vient du puits : 180 mg/L de calcium d'après la dernière analyse.

            Geneviève Poulin
            Directrice qualité, Conserves Poulin & Fils inc., Sainte-Marie

            ---
            De : Priya Natarajan <priya@natarajanfoodprocess.example>
            Date : vendredi 10 janvier 2025 08:47
            À : Geneviève Poulin
            Objet : RE: Fèves trop dures depuis les haricots du Québec

            Hi Geneviève,

            This looks like the classic hard-to-cook defect: beans stored warm and humid lose the ability to soften (pectin and phytate changes in the cell walls), and the calcium in your well water makes it worse by cross-linking the pectin. Nobody has published numbers for these Quebec navy beans in a 398 mL can, so we will have to measure.
            Before anything else, please run the current process once as a control (call it L1) and keep the target in mind: 45-60 N, F0 of at least 6 min at the cold spot.
            Then, one change at a time: softened water for the soak and the blanch, then a salt soak (1% NaCl, it exchanges the calcium), then a hot soak (85 °C for 1 h). I would not simply lengthen the retort cycle: the outside of the bean will overcook before the inside softens.

            Priya

            ---
            De : Geneviève Poulin
            Date : mardi 21 janvier 2025 16:30
            À : Priya Natarajan
            Cc : Marc-André Cloutier
            Objet : L1 et le cycle allongé

            Priya,

            L1 (procédé actuel, cuit le 17 janvier) : 92 N, 2 % d'éclatées, sodium 350 mg.
            Marc-André a quand même essayé aujourd'hui le cycle de 95 min avec le même procédé : 66 N, mais 14 % des fèves éclatées et la sauce a foncé. Vous aviez raison, allonger le cycle ne règle rien.
            On fait l'eau adoucie le 31 janvier.

            Geneviève

            ---
            De : Priya Natarajan
            Date : lundi 17 février 2025 10:12
            À : Geneviève Poulin
            Objet : RE: L2 et L3

            Geneviève,

            Good data. L2 at 74 N tells us the water hardness is part of the problem but not all of it: the beans themselves are hard-to-cook.
            The salt soak in L3 gave 58 N, so the chemistry works, but 450 mg of sodium per serving is over your label. We cannot use it.
            Next: hot soak in softened water (L4). If that is not enough, add a hot fill with the sauce at 90 °C so the cans start warmer and the cycle can be shorter.

            Priya

            ---
            De : Geneviève Poulin
            Date : vendredi 14 mars 2025 15:50
            À : Priya Natarajan
            Cc : Marc-André Cloutier
            Objet : L4 et L5

            Bonjour Priya,

            L4 (trempage chaud, 28 février) : 63 N, 3 % d'éclatées.
            L5 (trempage chaud + remplissage à chaud de la sauce à 90 °C, cycle ramené à 70 min, cuit aujourd'hui) : 54 N, 4 % d'éclatées, sodium 360 mg. La texture est celle qu'on avait avec les haricots de l'Ontario.
            Il faut maintenant confirmer le F0 avec un cycle plus court. Le LASH vient installer les thermocouples le 24 mars.

            Geneviève

            ---
            De : Geneviève Poulin
            Date : lundi 7 avril 2025 09:02
            À : Priya Natarajan; Marc-André Cloutier
            Objet : On passe en production avec L5

            Le rapport du LASH est arrivé : F0 minimal de 7,4 min au point froid avec le cycle de 70 min, fermeté confirmée. On change la fiche de fabrication à partir de cette semaine. Il faudra racheter un adoucisseur plus gros pour la salle de trempage.

            Geneviève
            """)),
        ("essais_cuisson_FL-25.csv", text("""
            date;lot;trempage;eau;blanchiment (min);sauce au remplissage (°C);cycle à 121 °C (min);fermeté Kramer (N);éclatées (%);sodium (mg/portion);remarques
            17/01/2025;L1;12 h à 10 °C;puits;3;60;75;92;2;350;témoin, procédé actuel
            21/01/2025;L1;12 h à 10 °C;puits;3;60;95;66;14;350;cycle allongé, sauce foncée
            31/01/2025;L2;12 h à 10 °C;adoucie;3;60;75;74;2;355;
            14/02/2025;L3;12 h saumure NaCl 1 %;adoucie;3;60;75;58;3;450;trop salé pour l'étiquette
            28/02/2025;L4;1 h à 85 °C;adoucie;3;60;75;63;3;360;
            14/03/2025;L5;1 h à 85 °C;adoucie;3;90;70;54;4;360;retenu, F0 à confirmer
            """)),
        ("rapport_LASH-25-0412.pdf", pdf([
            ("title", "Rapport LASH-25-0412"),
            ("p", "Étude de pénétration de chaleur et texture - fèves au lard en boîte de 398 mL"),
            ("p", "Client : Conserves Poulin & Fils inc., Sainte-Marie. Essais de pénétration de chaleur réalisés "
                  "à l'usine du client du 24 au 26 mars 2025, sur trois cycles de production du lot L5. Rapport "
                  "émis le 31 mars 2025."),
            ("h1", "1. Méthode"),
            ("p", "Douze boîtes par cycle munies de thermocouples au centre géométrique, réparties dans les quatre "
                  "paniers de l'autoclave statique; cycle de 70 min à 121 °C; sauce remplie à 90 °C. F0 calculé "
                  "avec z = 10 °C. Fermeté mesurée à la cellule Kramer sur 100 g de fèves égouttées, 10 boîtes."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Cycle", "Température initiale", "F0 minimal", "F0 moyen", "Fermeté Kramer"],
                ["1", "71 °C", "7,4 min", "8,6 min", "55 N"],
                ["2", "73 °C", "7,9 min", "8,9 min", "53 N"],
                ["3", "72 °C", "7,6 min", "8,7 min", "54 N"],
            ]),
            ("p", "Calcium de l'eau de trempage : 180 mg/L (puits), 8 mg/L (eau adoucie)."),
            ("h1", "3. Conclusion"),
            ("p", "Le point froid se situe dans le panier du bas, côté porte. Le cycle de 70 min avec remplissage "
                  "à chaud donne un F0 d'au moins 7,4 min dans toutes les boîtes instrumentées."),
            ("small", "Les résultats ne se rapportent qu'aux cycles observés."),
        ], header="Laboratoire Agroprocédés Saint-Hyacinthe (LASH)",
            footer="LASH-25-0412 - reproduction partielle interdite")),
        ("texte_marketing_nouvelle_recette_FL.docx", docx([
            ("title", "Les fèves au lard Poulin - nouvelle recette"),
            ("p", "Des haricots cultivés au Québec, de la mélasse et un morceau de lard salé, mijotées comme chez "
                  "grand-maman. Maintenant avec moins de sel, pour toute la famille."),
            ("h1", "Nos formats"),
            ("b", "Boîte de 398 mL, parfaite pour le camp de chasse."),
            ("b", "Format familial de 796 mL."),
            ("p", "En vente dans les IGA et Metro de la Beauce, et bientôt partout au Québec."),
            ("p", "Suivez-nous sur Facebook pour nos concours de la cabane à sucre!"),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C03 miel crémeux de bleuet à cristaux fins qui ne se sépare pas sur les tablettes (miellerie, Saint-Félicien,
#     Lac-Saint-Jean), automne 2024 - facture de contenants PDF en bruit, ET un rappel de kiosque (Marché de Noël)
#     caché dans le journal .md; journal sous en-têtes de mois (« ### lun. 9 » sous « ## Septembre 2024 », etc.;
#     cibles seulement là); classeur XLSX (dates ISO, résultats dans la 2e feuille); rapport de labo PDF (« reçus
#     le 18 novembre 2024 », « le 25 novembre 2024 », « 2 décembre 2024 »). Valeurs voisines : 42 / 31 / 27 / 22 /
#     19 µm; 18,4 / 17,2 %; 12 / 8 / 15 / 5 / 4 jours. Piège : l'étiquette et le choix du pot sont courants.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_miel_cremeux_bleuet_cristaux_fins",
        "question": "Bonjour! J'aimerais que vous me prépariez les lignes 242, 244 et 246 pour notre projet de miel crémeux de bleuet (MC-24), avec un registre daté. Je vous envoie mon journal de miellerie, le fichier des mesures, le rapport d'Apis-Qualité et la facture de Contenants Boréal (je ne sais pas si vous en avez besoin).",
        "facts": {
            "242": [["au plus 25 µm"], ["6 mois"], ["au plus 17,5 %"], ["au plus 5 jours"]],
            "244": [["semence de canola"], ["racleur motorisé"], ["déshumidificateur"], ["cycles 30 °C/15 °C"]],
            "246": [["19 µm"], ["4 jours"], ["aucune séparation"], ["froid ralentit"]],
        },
        "dates": ["2024-09-09", "2024-09-23", "2024-10-07", "2024-10-21", "2024-11-04", "2024-11-08", "2024-11-18",
                  "2024-11-25", "2024-12-02", "2025-01-03"],
        "noise": ["Marché de Noël de Saint-Félicien", "chandelles en cire d'abeille", "Pots hexagonaux 250 mL",
                  "Couvercles dorés 63 mm"],
        "bindings": [
            {"value": "42 µm", "subject": "M1", "others": ["M2", "M3"]},
            {"value": "31 µm", "subject": "M3", "others": ["M2", "M4"]},
            {"value": "18,4 %", "subject": "M4", "others": ["M3", "M5"]},
        ],
    },
    [
        ("journal_miellerie_MC-24.md", text("""
            # Miel crémeux de bleuet (MC-24) - journal de miellerie
            Miellerie Tremblay-Gagnon, Saint-Félicien. Notes d'Élise Gagnon (proprio), avec Jonathan Boivin à l'extraction.

            Le problème : notre miel de bleuet (mi-juin, dans les bleuetières de Normandin) fait un crémeux granuleux qui « sue » : une couche de liquide se forme sur le dessus après quelques semaines sur les tablettes des épiceries. Le miel de bleuet a beaucoup de fructose, il cristallise lentement et en gros cristaux. La méthode Dyce qu'on nous a montrée au cours est faite pour le trèfle et le canola. On ne sait pas quelle semence, quelle température et quel brassage donnent des cristaux fins avec ce miel-là, ni pourquoi il se sépare.

            Ce qu'on vise (décidé avec Jonathan) :
            - cristaux au plus 25 µm (au-delà, on les sent sur la langue);
            - aucune couche liquide après 6 mois à 22 °C sur la tablette;
            - humidité du miel au plus 17,5 %;
            - au plus 5 jours en chambre de cristallisation (on est à 12 jours, la chambre est pleine tout l'automne).

            Comme on ne peut pas attendre 6 mois, on fait un vieillissement accéléré : pots en cycles 30 °C/15 °C (12 h / 12 h) pendant 8 semaines, ce qui vaut à peu près 6 mois à 22 °C d'après le labo.

            ## Septembre 2024

            ### lun. 9 - M1, méthode Dyce classique
            30 kg de miel de bleuet chauffé à 50 °C puis refroidi, 10 % de semence commerciale (crémeux de trèfle acheté), chambre à 14 °C, brassage à la main une fois par jour. Prêt en 12 jours. Au microscope : M1 a des cristaux de 42 µm, en aiguilles. Granuleux.

            ### lun. 23 - M2, semence maison
            Semence de canola : notre miel de canola d'août, déjà cristallisé très fin, broyé au moulin à café. 10 %, 14 °C, brassage une fois par jour. Prêt en 8 jours, cristaux de 27 µm. Beaucoup mieux.

            ## Octobre 2024

            ### lun. 7 - M3, chambre plus froide
            Idée de Jonathan : comme M2 mais à 10 °C, pour aller plus vite. Résultat contraire : 15 jours, et M3 donne des cristaux de 31 µm. Le froid ralentit la cristallisation au lieu de l'accélérer : à 10 °C le miel est trop épais et la semence se répartit mal. On oublie le froid.

            > Rappel : le kiosque au Marché de Noël de Saint-Félicien est confirmé, 3 tables. On apporte les pots de 250 g, les chandelles en cire d'abeille et les paniers-cadeaux. Jonathan s'occupe de la caisse le samedi.

            ### lun. 21 - M4, plus de semence et racleur motorisé
            Semence de canola à 15 %, 14 °C, racleur motorisé (le vieux batteur à pâte de la boulangerie d'en face, remonté sur le bassin) 10 min aux 2 h. Prêt en 5 jours, cristaux de 22 µm. Mais M4 sue encore au vieillissement. Humidité mesurée à 18,4 % : le miel de bleuet de cette année a été récolté par temps humide.

            ## Novembre 2024

            ### lun. 4 - M5, miel séché avant la semence
            Même chose que M4, mais le miel passe 48 h dans la salle chaude à 35 °C avec le déshumidificateur avant l'ensemencement. Humidité 17,2 %. Prêt en 4 jours, cristaux de 19 µm. Pots partis en cycles 30 °C/15 °C le 8 novembre.

            ### lun. 18 - échantillons au labo
            Envoyé M1, M2, M4 et M5 chez Apis-Qualité pour confirmer les tailles de cristaux et l'humidité. On a aussi changé l'étiquette pour la mention « crémeux » et choisi un pot plus large; rien de compliqué.

            ## Décembre 2024

            ### lun. 2 - rapport d'Apis-Qualité reçu
            Les mesures du labo confirment les nôtres à 1 ou 2 µm près.

            ## Janvier 2025

            ### ven. 3 - fin du vieillissement de M5
            8 semaines de cycles 30 °C/15 °C : aucune séparation, surface lisse, pas de fleurs blanches. M5 devient notre recette pour la saison.
            """)),
        ("mesures_cristallisation_MC-24.xlsx", xlsx([
            ("lots", [
                ["lot", "début", "semence", "taux de semence (%)", "chambre (°C)", "brassage", "humidité (%)"],
                ["M1", D("2024-09-09"), "crémeux de trèfle du commerce", 10, 14, "main, 1 fois/jour", 18.3],
                ["M2", D("2024-09-23"), "semence de canola broyée", 10, 14, "main, 1 fois/jour", 18.2],
                ["M3", D("2024-10-07"), "semence de canola broyée", 10, 10, "main, 1 fois/jour", 18.2],
                ["M4", D("2024-10-21"), "semence de canola broyée", 15, 14, "racleur motorisé 10 min/2 h", 18.4],
                ["M5", D("2024-11-04"), "semence de canola broyée", 15, 14, "racleur motorisé 10 min/2 h", 17.2],
            ]),
            ("résultats", [
                ["lot", "jours en chambre", "cristaux (microscope)", "séparation en cycles 30/15 °C",
                 "fin des cycles", "remarques"],
                ["M1", 12, "42 µm", "couche liquide à la semaine 3", None, "granuleux"],
                ["M2", 8, "27 µm", "couche liquide à la semaine 6", None, ""],
                ["M3", 15, "31 µm", "couche liquide à la semaine 5", None, "10 °C trop froid"],
                ["M4", 5, "22 µm", "couche liquide à la semaine 5", None, "humidité 18,4 %"],
                ["M5", 4, "19 µm", "aucune séparation après 8 semaines", D("2025-01-03"), "retenu"],
            ]),
        ])),
        ("rapport_Apis-Qualite_AQ-24-1187.pdf", pdf([
            ("title", "Rapport d'analyse AQ-24-1187"),
            ("p", "Humidité, rapport fructose/glucose et taille des cristaux de miels crémeux"),
            ("p", "Client : Miellerie Tremblay-Gagnon, Saint-Félicien. Échantillons reçus le 18 novembre 2024 "
                  "(lots M1, M2, M4, M5). Observations au microscope le 25 novembre 2024. Rapport émis le "
                  "2 décembre 2024."),
            ("h1", "Méthodes"),
            ("p", "Humidité au réfractomètre à 20 °C. Fructose et glucose par chromatographie liquide. Taille des "
                  "cristaux : moyenne de 200 cristaux mesurés au microscope (grossissement 400x) sur un frottis "
                  "dilué dans l'huile."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Humidité", "Fructose/glucose", "Cristaux, moyenne", "Cristaux, 90e centile"],
                ["M1", "18,3 %", "1,31", "43 µm", "71 µm"],
                ["M2", "18,2 %", "1,30", "26 µm", "39 µm"],
                ["M4", "18,4 %", "1,30", "22 µm", "33 µm"],
                ["M5", "17,2 %", "1,29", "19 µm", "27 µm"],
            ]),
            ("h1", "Commentaires"),
            ("p", "Un miel dont le rapport fructose/glucose dépasse 1,25 laisse une phase liquide riche en "
                  "fructose entre les cristaux; au-dessus de 18 % d'humidité, cette phase migre vers la surface. "
                  "Le lot M5 est le seul sous 17,5 %."),
            ("small", "Les résultats ne concernent que les échantillons reçus."),
        ], header="Laboratoire Apis-Qualité - Québec", footer="AQ-24-1187 - page à conserver avec le lot")),
        ("facture_Contenants_Boreal_F-10442.pdf", pdf([
            ("title", "Facture F-10442"),
            ("p", "Contenants Boréal inc., Chicoutimi. Vendu à : Miellerie Tremblay-Gagnon, Saint-Félicien. "
                  "Conditions : net 30 jours."),
            ("table", [
                ["Article", "Qté", "Prix unitaire", "Total"],
                ["Pots hexagonaux 250 mL, verre", "1 200", "0,62 $", "744,00 $"],
                ["Couvercles dorés 63 mm", "1 200", "0,14 $", "168,00 $"],
                ["Étiquettes rondes « Crémeux » (impression numérique)", "1 200", "0,09 $", "108,00 $"],
                ["Livraison Chicoutimi-Saint-Félicien", "1", "45,00 $", "45,00 $"],
            ]),
            ("p", "Sous-total : 1 065,00 $. TPS : 53,25 $. TVQ : 106,23 $. Total : 1 224,48 $."),
        ], header="Contenants Boréal inc. - Facture", footer="TPS 123456789 RT0001 - TVQ 1234567890 TQ0001")),
    ],
)

# ---------------------------------------------------------------------------
# C04 insert de roulement en granit collé pour remettre à neuf les pierres de curling (tailleur de granit,
#     Stanstead, Estrie), hiver 2025 - soumission PDF en bruit; rapport DOCX (cibles seulement là; « le 3 février
#     2025 », « semaine du 31 mars »); essais CSV (jj/mm/aaaa); courriels .txt (en-têtes « Date : lundi 3 mars
#     2025 »). Valeurs voisines : 3 400 / 14 000 / 20 000 / 26 000 impacts; 7,1 / 9,8 / 12 / 13,5 MPa; 1,34 /
#     1,42 m. Piège : le repolissage et les poignées sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_pierres_curling_insert_roulement_colle",
        "question": "Salut, peux-tu me faire les lignes 242, 244 et 246 pour notre projet d'insert de roulement pour pierres de curling (PC-25), avec un registre daté? Je te mets le rapport de Maude, le fichier des essais, nos courriels avec elle et le club, pis la soumission pour le club de Magog.",
        "facts": {
            "242": [["20 000 impacts"], ["au moins 12 MPa"], ["au plus 10 %"], ["au plus 180 $"]],
            "244": [["époxy flexibilisé"], ["apprêt silane"], ["ajustement serré"], ["banc d'impact pendulaire"]],
            "246": [["26 000 impacts"], ["13,5 MPa"], ["écart de 6 %"], ["anneaux fissurés"]],
        },
        "dates": ["2025-02-03", "2025-02-10", "2025-02-12", "2025-02-24", "2025-02-26", "2025-03-03",
                  "2025-03-10", "2025-03-12", "2025-03-19", "2025-03-31", "2025-04-04"],
        "noise": ["Nouvelles poignées couleur au choix", "Ramassage et livraison au club inclus",
                  "Remise à neuf de 48 pierres"],
        "bindings": [
            {"value": "3 400 impacts", "subject": "I1", "others": ["I2", "I3"]},
            {"value": "9,8 MPa", "subject": "I2", "others": ["I1", "I3"]},
            {"value": "1,34 m", "subject": "I3", "others": ["I2", "I4"]},
        ],
    },
    [
        ("rapport_projet_PC-25.docx", docx([
            ("title", "PC-25 - Insert de roulement collé pour pierres de curling"),
            ("p", "Granits Curling Estrie inc., Stanstead. Rapport préparé par Maude Fortier, ing., pour Louis "
                  "Drouin (propriétaire). Essais sur glace au Club de curling de Sherbrooke avec Richard Lavoie, "
                  "technicien de glace."),
            ("h1", "1. Contexte et objectifs"),
            ("p", "Une pierre de curling glisse sur une bande de roulement d'environ 6 mm de large. Avec les "
                  "années, la bande s'use et la pierre « tourne » de moins en moins. Aujourd'hui, on la remet en "
                  "état en la meulant, ce qui enlève du granit et change la courbe. Le 3 février 2025, Louis a "
                  "lancé l'idée de remplacer toute la zone de roulement par un anneau de granit neuf, collé dans "
                  "une rainure usinée sous la pierre."),
            ("p", "On ne sait pas si un joint collé peut survivre aux chocs répétés d'une pierre contre une "
                  "autre sur une glace à -5 °C : le granit est rigide, la colle devient cassante au froid et le "
                  "choc arrive en quelques millisecondes. Les fabricants d'époxy ne publient que des valeurs à "
                  "23 °C et en charge lente. On ne sait pas non plus si un anneau rapporté garde la même courbe."),
            ("p", "Objectifs :"),
            ("b", "aucun décollement après 20 000 impacts à -5 °C (environ 10 saisons dans un club);"),
            ("b", "résistance au cisaillement du joint au moins 12 MPa à -5 °C;"),
            ("b", "courbe sur la glace avec un écart au plus 10 % par rapport à une pierre neuve;"),
            ("b", "coût de la remise à neuf au plus 180 $ par pierre."),
            ("h1", "2. Méthode"),
            ("p", "Cisaillement : pastilles de granit collées bout à bout, conditionnées 24 h à -5 °C, cisaillées "
                  "sur la presse de l'atelier. Impacts : banc d'impact pendulaire monté dans la chambre froide, "
                  "une pierre lancée contre la pierre d'essai à 2,5 m/s, comme un coup de sortie. On inspecte le "
                  "joint au ressuage aux 1 000 impacts et on arrête à 26 000."),
            ("p", "Variantes :"),
            ("b", "I1 : époxy pour comptoirs de granit, celui qu'on utilise déjà."),
            ("b", "I2 : époxy flexibilisé (modifié au caoutchouc), même préparation de surface."),
            ("b", "I3 : I2 avec rainure et anneau sablés au jet puis enduits d'un apprêt silane."),
            ("b", "I4 : anneau monté par ajustement serré à la presse, avec un film d'époxy mince."),
            ("p", "Le repolissage de la bande de frappe et le changement des poignées, qu'on fait pendant la "
                  "même remise à neuf, ne font pas partie du projet."),
            ("h1", "3. Résultats"),
            ("table", [
                ["Variante", "Cisaillement à -5 °C", "Impacts avant décollement", "Remarque"],
                ["I1", "7,1 MPa", "3 400 impacts", "rupture à l'interface"],
                ["I2", "9,8 MPa", "14 000 impacts", "rupture à l'interface"],
                ["I3", "13,5 MPa", "aucun décollement à 26 000 impacts", "rupture dans la colle"],
                ["I4", "n.m.", "n.m.", "anneaux fissurés au pressage"],
            ]),
            ("p", "Les joints I1 et I2 cèdent à l'interface, pas dans la colle : c'est l'adhérence au granit poli "
                  "qui manque, d'où le sablage et l'apprêt silane de I3. I3 tient 26 000 impacts sans "
                  "décollement."),
            ("p", "L'ajustement serré est à écarter : le granit ne se déforme pas assez et deux anneaux sur trois "
                  "ont fissuré à la presse."),
            ("p", "Sur la glace, la semaine du 31 mars, Richard a comparé une pierre neuve et une pierre I3 : "
                  "écart de 6 % sur la courbe. Coût de la remise à neuf I3 : 165 $ par pierre."),
            ("h1", "4. Conclusion"),
            ("p", "Un anneau collé peut remplacer le meulage, à condition de préparer la surface du granit; la "
                  "colle seule, même flexible, ne suffit pas. Il reste à voir comment le joint vieillit avec les "
                  "lavages et les variations de température entre l'entrepôt et la glace."),
        ])),
        ("essais_impact_PC-25.csv", text("""
            date;variante;essai;température (°C);résultat;unité;remarques
            10/02/2025;I1;cisaillement;-5;7,1;MPa;5 pastilles
            12/02/2025;I1;impacts;-5;3400;impacts;décollement visible au ressuage
            24/02/2025;I2;cisaillement;-5;9,8;MPa;5 pastilles
            26/02/2025;I2;impacts;-5;14000;impacts;décollement à l'interface
            10/03/2025;I3;cisaillement;-5;13,5;MPa;rupture dans la colle
            12/03/2025;I3;impacts;-5;26000;impacts;arrêt sans décollement
            19/03/2025;I4;pressage;20;2 sur 3;anneaux fissurés;abandonné
            31/03/2025;I3;glissades sur glace;-5;1,34;m de courbe;pierre neuve 1,42 m
            """)),
        ("courriels_PC-25.txt", text("""
            De : Maude Fortier, ing. <maude.fortier@fortieringenierie.example>
            Date : lundi 3 mars 2025 08:15
            À : Louis Drouin <louis@granitscurling.example>
            Objet : I2 - ça décolle encore

            Louis,

            J'ai regardé les pastilles de I2 au binoculaire : la colle est restée d'un seul côté, le granit de l'autre est propre. Donc I2 à 9,8 MPa, c'est l'adhérence qui lâche, pas l'époxy flexibilisé lui-même. Le granit poli est trop lisse et la colle n'a rien pour s'accrocher.
            Je propose pour I3 : sablage au jet de la rainure et de l'anneau, puis un apprêt silane, comme pour les ancrages dans la pierre. On fait les pastilles le 10 et le banc d'impact le 12.
            Pour ton idée d'ajustement serré, on peut l'essayer en parallèle, mais j'ai peur pour le granit.

            Maude

            ---
            De : Louis Drouin
            Date : mercredi 19 mars 2025 17:40
            À : Maude Fortier, ing.
            Objet : RE: I2 - ça décolle encore

            Tu avais raison. Trois anneaux pressés aujourd'hui, deux sont fissurés avant même d'être en place. Le granit ne pardonne pas. On oublie ça et on reste avec I3.

            Louis

            ---
            De : Richard Lavoie <glace@curlingsherbrooke.example>
            Date : vendredi 4 avril 2025 21:05
            À : Louis Drouin; Maude Fortier, ing.
            Objet : glissades

            Salut les deux,

            Voici mes mesures de lundi, 20 glissades de chaque pierre, même lanceur, même ligne :
            - pierre neuve : courbe moyenne 1,42 m
            - pierre I3 : courbe moyenne 1,34 m
            Les joueurs de la ligue du mardi ont essayé la I3 sans savoir laquelle c'était. Personne n'a vu de différence.

            Richard
            """)),
        ("soumission_Club_curling_Magog_S-0415.pdf", pdf([
            ("title", "Soumission S-0415"),
            ("p", "Granits Curling Estrie inc., Stanstead. Préparée pour : Club de curling de Magog, à "
                  "l'attention du conseil d'administration."),
            ("table", [
                ["Description", "Quantité", "Prix unitaire", "Total"],
                ["Remise à neuf de 48 pierres (repolissage de la bande de frappe)", "48", "120,00 $", "5 760,00 $"],
                ["Nouvelles poignées couleur au choix", "48", "38,00 $", "1 824,00 $"],
                ["Ramassage et livraison au club inclus", "1", "0,00 $", "0,00 $"],
            ]),
            ("p", "Délai : travaux faits pendant l'été, pierres de retour avant la mi-septembre. Soumission valide "
                  "jusqu'au 30 juin. Taxes en sus."),
        ], header="Granits Curling Estrie inc. - Soumission", footer="TPS 765432198 RT0001")),
    ],
)

# ---------------------------------------------------------------------------
# C05 tri automatique des photos de caméras de chasse pour les pourvoiries : orignaux, photos vides, mâle /
#     femelle / veau, hors ligne au camp (logiciel, Rouyn-Noranda), été-automne 2024 - question en anglais;
#     infolettre .txt en bruit; journal de dev .md (en-têtes de mois, « ### lun. 5 », mots anglais du métier);
#     évaluation CSV (dates ISO, virgule décimale); rapport technique DOCX (cibles, « Le 22 juillet 2024 »,
#     « du 4 au 8 novembre 2024 » = une entrée, le 4; « 15 novembre 2024 »). Valeurs voisines : 88 / 95,2 /
#     95,4 / 95,6 / 96,1 % de rappel; 71 / 78 / 91 / 93 % de vides écartés; 79 / 86 / 87 % pour le sexe.
#     Piège : l'interface de tri et l'export vers Excel sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_cameras_chasse_orignaux_tri_photos",
        "question": "Hello, we need lines 242, 244 and 246 for our trail camera photo sorting project (CO-24), plus a dated log of the work. The files are in French: Mathieu's dev journal, the evaluation CSV, Audrey's technical report and the fall newsletter from the outfitters' federation.",
        "language": "en",
        "facts": {
            "242": [["au moins 95 %"], ["au moins 90 %"], ["au moins 85 %"], ["0,5 s par photo"]],
            "244": [["réentraîné", "fine-tuning"], ["rafale", "burst"], ["tache vulvaire"], ["distillation"]],
            "246": [["95,2 %"], ["93 %"], ["87 %"], ["pas de panache"]],
        },
        "dates": ["2024-07-22", "2024-08-05", "2024-08-19", "2024-09-03", "2024-09-16", "2024-09-30",
                  "2024-10-21", "2024-11-04", "2024-11-15"],
        "noise": ["Tirage d'une motoneige", "Souper annuel au Centre des congrès", "l'appâtage de l'orignal"],
        "bindings": [
            {"value": "88 %", "subject": "V1", "others": ["V2", "V3"]},
            {"value": "78 %", "subject": "V2", "others": ["V1", "V3"]},
            {"value": "79 %", "subject": "V4", "others": ["V3", "V5"]},
        ],
    },
    [
        ("journal_dev_CO-24.md", text("""
            # CO-24 - tri des photos de caméras de chasse - journal de dev
            Solutions Taïga inc., Rouyn-Noranda. Mathieu Rivard (dev ML), Audrey Côté (cofondatrice, ancienne guide de chasse).

            ## Juillet 2024

            ### lun. 22 - kickoff
            Audrey a rencontré trois pourvoiries. Chaque caméra prend 2 000 à 8 000 photos par saison, dont 80 à 90 % sont vides (neige qui tombe, branches, soleil sur la lentille). Les guides passent des soirées à trier. Cibles notées au tableau :
            - recall orignaux au moins 95 % (un orignal manqué = une zone de chasse mal évaluée);
            - au moins 90 % des photos vides écartées;
            - mâle / femelle / veau : au moins 85 % de bonnes réponses;
            - au plus 0,5 s par photo sur le portable du camp, sans internet.
            Jeu de données : 6 200 photos étiquetées par Audrey (41 caméras, saisons 2022 à 2024), test séparé de 1 240 photos de caméras jamais vues.

            ## Août 2024

            ### lun. 5 - V1, détecteur générique
            Détecteur de faune open source pré-entraîné, tel quel. V1 : recall orignaux 88 %, vides écartés 71 %, 2,8 s par photo sur le Core i5. Il rate les orignaux la nuit (infrarouge, yeux seulement) et ceux coupés par le bord de l'image.

            ### lun. 19 - V2, fine-tuning
            V2 = V1 réentraîné sur nos 6 200 photos (fine-tuning des dernières couches). Recall 96,1 %. Par contre V2 n'écarte que 78 % des vides : la neige qui tombe près du flash ressemble à un pelage.

            ## Septembre 2024

            ### mar. 3 - V3, rafale
            Les caméras prennent des rafales de 3 photos. Hypothèse : un animal bouge d'une photo à l'autre de façon cohérente, la neige non. V3 compare les 3 images de la rafale (burst differencing) avant le détecteur. Vides écartés 93 %, recall 95,6 % (on perd quelques orignaux couchés qui ne bougent pas).

            ### lun. 16 - V4, sexe par le panache
            Deuxième étage : on recadre l'orignal et on cherche le panache. Bon en septembre-novembre, mais V4 ne fait que 79 % sur l'année : de décembre à avril les mâles n'ont pas de panache, ils l'ont perdu. Le panache seul ne peut pas marcher pour un tri à l'année.

            ### lun. 30 - V5, silhouette
            Audrey nous a appris à regarder autre chose : la cloche sous la gorge, la forme du museau, la tache vulvaire blanche des femelles, la taille relative pour les veaux. Classifieur entraîné sur ces recadrages. V5 : 87 % à l'année.

            ## Octobre 2024

            ### lun. 21 - V6, distillation
            Tout ça prend 3,3 s par photo, trop lent. Distillation du détecteur et du classifieur dans un petit réseau, poids en int8. V6 : 0,4 s par photo, recall 95,2 %, vides écartés 93 %, sexe 87 %.
            À côté, Audrey a fini l'écran de tri et l'export vers Excel, rien de spécial.

            ## Novembre 2024

            ### lun. 4 - pilote au Lac Faillon (jusqu'au vendredi)
            V6 installé sur le portable de la pourvoirie, 3 180 photos de l'automne triées par les guides en parallèle.
            """)),
        ("evaluation_CO-24.csv", text("""
            date,version,jeu de test,recall orignaux (%),vides écartés (%),mâle/femelle/veau bons (%),temps par photo (s),remarques
            2024-08-05,V1,test 1240 photos,"88,0",71,,"2,8",détecteur générique tel quel
            2024-08-19,V2,test 1240 photos,"96,1",78,,"2,8",fine-tuning sur 6200 photos
            2024-09-03,V3,test 1240 photos,"95,6",93,,"3,1",différence d'images dans la rafale
            2024-09-16,V4,test 1240 photos,,,79,"3,4",panache seulement
            2024-09-30,V5,test 1240 photos,,,87,"3,3",cloche + museau + tache vulvaire + taille
            2024-10-21,V6,test 1240 photos,"95,2",93,87,"0,4",distillé int8
            2024-11-04,V6,pilote Lac Faillon 3180 photos,"95,4",91,86,"0,4",comparé au tri des guides
            """)),
        ("rapport_technique_CO-24.docx", docx([
            ("title", "Rapport technique CO-24 - Tri automatique des photos de caméras de chasse"),
            ("p", "Solutions Taïga inc. Rédigé par Audrey Côté, 15 novembre 2024."),
            ("h1", "Le problème"),
            ("p", "Le 22 juillet 2024, nous avons lancé le développement d'un outil qui trie les photos des caméras "
                  "de chasse d'une pourvoirie sur le portable du camp, sans connexion. Les détecteurs de faune "
                  "publiés sont entraînés surtout sur des photos de jour, en forêt tempérée ou en savane; aucun "
                  "ne distingue le mâle, la femelle et le veau d'orignal, et nous ne savions pas s'il était "
                  "possible de le faire toute l'année, de nuit, sous la neige, avec quelques milliers de photos "
                  "étiquetées et un processeur ordinaire."),
            ("h1", "Ce que nous avons essayé"),
            ("table", [
                ["Version", "Approche", "Résultat principal"],
                ["V1", "détecteur générique pré-entraîné", "recall 88 %"],
                ["V2", "détecteur réentraîné sur 6 200 photos", "78 % des vides écartés"],
                ["V3", "V2 + comparaison des images de la rafale", "93 % des vides écartés"],
                ["V4", "sexe par détection du panache", "79 % à l'année"],
                ["V5", "sexe par la silhouette (cloche, museau, tache vulvaire, taille)", "87 % à l'année"],
                ["V6", "distillation en int8", "0,4 s par photo"],
            ]),
            ("h1", "Ce que nous savons maintenant"),
            ("p", "La neige qui tombe se distingue d'un animal par le mouvement d'une image à l'autre de la "
                  "rafale, pas par son apparence. Le panache n'est pas un critère utilisable de décembre à avril; "
                  "la silhouette l'est. Un petit réseau distillé garde presque toute la précision du gros modèle."),
            ("p", "Le pilote à la pourvoirie du Lac Faillon, du 4 au 8 novembre 2024, donne un recall de 95,4 % "
                  "sur 3 180 photos, 91 % des vides écartés et 86 % de bonnes réponses pour le sexe et l'âge. Le "
                  "recall et le tri des vides tiennent; le sexe et l'âge passent un peu sous la cible sur des "
                  "caméras jamais vues. Prochaine étape : des photos d'autres régions."),
        ])),
        ("infolettre_Federation_pourvoiries_automne_2024.txt", text("""
            INFOLETTRE - Fédération des pourvoiries de l'Abitibi-Témiscamingue - Automne 2024

            Mot du président
            Une belle saison de chasse s'achève. Merci à tous nos membres pour leur accueil!

            À ne pas manquer
            - Souper annuel au Centre des congrès de Rouyn-Noranda, avec encan au profit de la relève.
            - Conférence : l'appâtage de l'orignal et les nouvelles règles de la zone 13.
            - Tirage d'une motoneige parmi les membres qui renouvellent leur cotisation avant le 31 décembre.

            Rappel : les permis de pourvoirie doivent être renouvelés avant le 31 mars.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C06 compostage des résidus d'usines de homard sans odeurs d'ammoniac, mûr avant le gel (coopérative,
#     Cap-aux-Meules, Îles-de-la-Madeleine), saison 2024 - contrat de transport PDF en bruit, ET un courriel aux
#     membres (souper-bénéfice, AGA) caché dans le fil de courriels; bilan DOCX (« le 28 octobre 2024 »); suivi
#     XLSX (dates ISO, analyses dans la 2e feuille); courriels .txt (en-têtes « Date : lundi 22 avril 2024 »;
#     cibles seulement là). Valeurs voisines : 140 / 85 / 31 / 190 / 18 ppm; 68 / 48 / 62 °C; 52 / 86 %.
#     Piège : l'ensachage et la vente du compost sont courants.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_compost_residus_homard_ammoniac",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 pour notre projet de compostage des résidus de homard (CH-24), avec un registre daté des travaux? Je vous envoie le bilan de saison, le fichier de suivi des andains, nos courriels avec l'agronome et le contrat de transport avec la CTMA.",
        "facts": {
            "242": [["au plus 25 ppm"], ["au moins 55 °C"], ["au moins 80 %"], ["au plus 4 dS/m"]],
            "244": [["varech rincé"], ["couverture de compost mûr"], ["aération statique"],
                    ["retournement aux 3 jours"]],
            "246": [["18 ppm"], ["62 °C"], ["86 %"], ["pic d'ammoniac"]],
        },
        "dates": ["2024-04-22", "2024-05-13", "2024-05-27", "2024-06-10", "2024-06-17", "2024-06-26",
                  "2024-07-02", "2024-09-16", "2024-10-21", "2024-10-28"],
        "noise": ["Souper-bénéfice du homard", "assemblée générale annuelle", "Tarif de 42 $ par tonne",
                  "clause de force majeure"],
        "bindings": [
            {"value": "140 ppm", "subject": "A1", "others": ["A2", "A3"]},
            {"value": "85 ppm", "subject": "A2", "others": ["A1", "A3"]},
            {"value": "48 °C", "subject": "A3", "others": ["A2", "A5"]},
        ],
    },
    [
        ("bilan_saison_CH-24.docx", docx([
            ("title", "Bilan de saison 2024 - Compostage des résidus de homard (CH-24)"),
            ("p", "Coopérative Écoterre des Îles, Cap-aux-Meules. Rédigé le 28 octobre 2024 par Karine Cyr, "
                  "directrice, avec Bertrand Arseneau, opérateur du site, et l'aide de Pascale Bourque, agr."),
            ("h1", "1. Pourquoi ce projet"),
            ("p", "Les usines de transformation des Îles produisent environ 1 200 tonnes de carapaces et de "
                  "viscères de homard par saison. Depuis 2023, on les composte avec de la sciure, mais les "
                  "andains sentent l'ammoniac jusqu'au village et les voisins se plaignent. Les résidus de homard "
                  "sont très riches en azote, salés, et les carapaces (carbonate de calcium) font monter le pH "
                  "au-dessus de 9, ce qui pousse l'azote à partir en ammoniac. Les guides de compostage de "
                  "résidus de poisson ne couvrent pas ce mélange, ni une saison courte qui finit avec le gel."),
            ("h1", "2. Andains essayés"),
            ("b", "A1 : recette de 2023, carapaces et sciure 1 pour 2, retourné chaque semaine (témoin)."),
            ("b", "A2 : carapaces et sciure 1 pour 3, avec 20 % de varech rincé à l'eau douce pour enlever le "
                  "sel, retourné chaque semaine."),
            ("b", "A3 : mélange A2 sans retournement, sous une couverture de compost mûr de 30 cm qui sert de "
                  "biofiltre."),
            ("b", "A4 : mélange A2 avec un retournement aux 3 jours, pour voir si plus d'oxygène réduit "
                  "l'ammoniac."),
            ("b", "A5 : mélange A2 en aération statique (tuyaux perforés sous l'andain, soufflante sur "
                  "minuterie) avec la couverture de compost mûr."),
            ("h1", "3. Résultats"),
            ("p", "A1 a atteint 140 ppm d'ammoniac au retournement. A2 descend à 85 ppm et sa conductivité "
                  "passe sous 5 dS/m grâce au rinçage du varech."),
            ("p", "La couverture de compost mûr d'A3 retient l'ammoniac (31 ppm), mais sans air le centre de "
                  "l'andain A3 plafonne à 48 °C : on n'atteint pas la température d'hygiénisation."),
            ("p", "Retourner plus souvent est à exclure : chaque retournement de A4 relâche un pic d'ammoniac, "
                  "jusqu'à 190 ppm."),
            ("p", "A5 réunit les deux : 18 ppm au maximum, 62 °C pendant 5 jours, un indice de germination de 86 % "
                  "après 110 jours et une conductivité de 3,4 dS/m. Le compost A5 était mûr avant le gel."),
            ("h1", "4. Pour 2025"),
            ("p", "Passer tout le site en aération statique. L'ensachage et la vente du compost aux jardiniers "
                  "continuent comme avant."),
        ])),
        ("suivi_andains_CH-24.xlsx", xlsx([
            ("andains", [
                ["andain", "montage", "carapaces:sciure", "varech rincé (%)", "gestion", "NH3 max (ppm)",
                 "T max (°C)", "jours à 55 °C ou plus"],
                ["A1", D("2024-05-13"), "1:2", 0, "retourné chaque semaine", "140 ppm", "68 °C", 6],
                ["A2", D("2024-05-27"), "1:3", 20, "retourné chaque semaine", "85 ppm", "64 °C", 4],
                ["A3", D("2024-06-10"), "1:3", 20, "couverture 30 cm, sans retournement", "31 ppm", "48 °C", 0],
                ["A4", D("2024-06-17"), "1:3", 20, "retournement aux 3 jours", "190 ppm", "60 °C", 3],
                ["A5", D("2024-07-02"), "1:3", 20, "aération statique + couverture", "18 ppm", "62 °C", 5],
            ]),
            ("analyses", [
                ["andain", "échantillonné le", "conductivité (dS/m)", "pH", "indice de germination", "C/N"],
                ["A1", D("2024-09-16"), 6.8, 8.9, "52 %", 11],
                ["A2", D("2024-09-16"), 4.6, 8.6, "71 %", 14],
                ["A3", D("2024-09-16"), 4.4, 8.4, "64 %", 15],
                ["A4", D("2024-09-16"), 4.5, 8.6, "74 %", 14],
                ["A5", D("2024-10-21"), 3.4, 8.1, "86 %", 16],
            ]),
        ])),
        ("courriels_CH-24.txt", text("""
            De : Karine Cyr <direction@ecoterreiles.example>
            Date : lundi 22 avril 2024 10:20
            À : Pascale Bourque, agr. <pbourque@agroconseilgaspesie.example>
            Objet : Compost de homard - saison 2024

            Bonjour Pascale,

            Les usines recommencent à livrer dans trois semaines. Cette année, le conseil municipal nous a avertis : encore des plaintes d'odeurs et on perd notre certificat. Voici ce qu'on s'est fixé :
            - ammoniac au plus 25 ppm mesuré au détecteur à 1 m de l'andain, même pendant les manipulations;
            - au moins 55 °C pendant 3 jours de suite dans chaque andain (exigence du certificat);
            - indice de germination au moins 80 % avant le gel, vers la fin octobre;
            - conductivité au plus 4 dS/m pour pouvoir le vendre aux jardiniers.
            Bertrand propose de rincer le varech qu'on ramasse sur la plage pour enlever le sel. Vous en pensez quoi?

            Karine

            ---
            De : Karine Cyr <membres@ecoterreiles.example>
            Date : lundi 3 juin 2024 19:02
            À : Membres de la coopérative
            Objet : Souper-bénéfice du homard et AGA

            Bonjour à tous,
            Le Souper-bénéfice du homard aura lieu à la salle communautaire de Fatima, suivi de notre assemblée générale annuelle. Billets en vente au bureau, 65 $ par personne. Bénévoles recherchés pour le service!

            Karine

            ---
            De : Pascale Bourque, agr.
            Date : mercredi 26 juin 2024 14:48
            À : Karine Cyr
            Cc : Bertrand Arseneau
            Objet : RE: A3 et A4

            Karine,

            Les chiffres de Bertrand sont clairs. A4 : chaque retournement fait sortir d'un coup l'ammoniac accumulé, 190 ppm la semaine passée. Plus d'oxygène par le retournement, ce n'est pas la solution avec des carapaces à pH 9.
            A3 fait l'inverse : la couverture de compost mûr capte l'ammoniac, mais l'andain manque d'air et reste froid.
            Je vous propose d'essayer l'aération statique : des tuyaux perforés de 100 mm sous l'andain, une soufflante sur minuterie (5 min aux 30 min au départ), et on garde la couverture de compost mûr. On ne touche plus à l'andain jusqu'à la maturation. Je n'ai vu ça publié que pour du fumier, jamais pour des résidus de crustacés; il faudra suivre la température de près.

            Pascale
            """)),
        ("contrat_transport_CTMA_2025.pdf", pdf([
            ("title", "Contrat de transport de marchandises 2025"),
            ("p", "Entre : Coopérative Écoterre des Îles (l'expéditeur) et le transporteur maritime (le "
                  "transporteur), pour le transport de compost ensaché entre Cap-aux-Meules et Souris (Î.-P.-É.)."),
            ("h1", "Article 1 - Tarifs"),
            ("p", "Tarif de 42 $ par tonne pour les palettes de compost ensaché, remorque fournie par le "
                  "transporteur. Supplément carburant selon la grille en vigueur."),
            ("h1", "Article 2 - Responsabilités"),
            ("p", "Le transporteur n'est pas responsable des retards causés par la météo; la clause de force "
                  "majeure s'applique à toute annulation de traversée."),
            ("h1", "Article 3 - Durée"),
            ("p", "Le présent contrat couvre la saison de navigation 2025 et se renouvelle d'année en année, sauf "
                  "avis contraire de l'une des parties 60 jours avant son échéance."),
        ], header="Contrat de transport - saison 2025", footer="Paraphes : ______  ______")),
    ],
)

# ---------------------------------------------------------------------------
# C07 ceinture fléchée tissée au métier Jacquard qui garde l'aspect du fléché au doigt (tissage, L'Assomption,
#     Lanaudière), hiver-printemps 2025 - note RH DOCX en bruit; cahier d'atelier .txt (entrées « lun. 03/02 »,
#     « ven. 21/03 », bordereau « 21/03/2025 »; cibles seulement là); classeur XLSX (dates ISO; jury dans la 2e
#     feuille); rapport de labo PDF (« reçus le 24 mars 2025 », « 4 avril 2025 »). Valeurs voisines : 2 / 5 / 7 /
#     9 sur 10; 4,6 / 5,2 / 1,4 / 1,6 / 1,5 par mètre; 1,2 / 1,8 m à l'heure. Piège : le choix des couleurs et
#     l'emballage-cadeau sont courants.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_ceinture_flechee_metier_jacquard",
        "question": "Bonjour, pouvez-vous préparer les lignes 242, 244 et 246 de notre projet de ceinture fléchée tissée au métier Jacquard (CF-25), et un registre daté des travaux? Ci-joints : le cahier d'atelier de Francis, le classeur des essais, le rapport de TexLab et la note RH sur l'horaire d'été.",
        "facts": {
            "242": [["8 sur 10"], ["au plus 2 casses/m"], ["1,5 m à l'heure"], ["au plus 60 $"]],
            "244": [["double-étoffe"], ["encollage"], ["rouleau compensateur"], ["sergé brisé"]],
            "246": [["9 sur 10"], ["1,5 par mètre"], ["1,8 m à l'heure"], ["trop raide"]],
        },
        "dates": ["2025-02-03", "2025-02-17", "2025-03-05", "2025-03-19", "2025-03-21", "2025-03-24",
                  "2025-04-04", "2025-04-14", "2025-04-24", "2025-05-09"],
        "noise": ["vendredis après-midi de congé", "prime de soir de 1,25 $ l'heure", "Fête nationale"],
        "bindings": [
            {"value": "2 sur 10", "subject": "J1", "others": ["J2", "J3"]},
            {"value": "5,2 par mètre", "subject": "J2", "others": ["J1", "J4"]},
            {"value": "5 sur 10", "subject": "J3", "others": ["J2", "J4"]},
        ],
    },
    [
        ("cahier_atelier_CF-25.txt", text("""
            CAHIER D'ATELIER - CF-25 - Ceinture fléchée au métier Jacquard
            Tissage Lanaudière inc., L'Assomption. Tenu par Francis Gravel (technicien au Jacquard). Sylvie Beaulieu (proprio) signe les pages.

            POURQUOI
            Une vraie ceinture fléchée se fait au doigt : pas de trame, les fils de chaîne se croisent en oblique et c'est cette oblique qui dessine les flèches et les éclairs. Une artisane met 60 à 100 heures par ceinture. On veut une ceinture tissée qui ait l'air d'une fléchée pour les boutiques de musées et le Carnaval, à un prix que les gens paient. Mais un métier croise chaîne et trame à angle droit : les diagonales font des escaliers, et la laine peignée casse à la tension du métier. Personne à notre connaissance n'a réussi à rendre l'aspect du fléché sur un métier; le fournisseur du Jacquard non plus n'a pas de réponse.

            CE QU'ON VISE
            - au moins 8 sur 10 artisanes du fléché qui disent « c'est du fléché » en la voyant portée à 1 m;
            - au plus 2 casses/m de fils de chaîne (par mètre tissé);
            - au moins 1,5 m à l'heure sur le métier;
            - prix de revient au plus 60 $ par ceinture de 2,4 m.

            lun. 03/02 - J1. Motif de la ceinture de L'Assomption redessiné tel quel en sergé 2/2 sur le Jacquard, laine peignée 2 plis. Escaliers partout sur les flèches. Casse 4,6 par mètre. 1,2 m à l'heure (on arrête souvent pour renouer).
            lun. 17/02 - J2. Double-étoffe : deux épaisseurs qui échangent leurs couleurs, le dessus fait le motif. Les bords des flèches sont plus nets et il y a du relief. Mais plus de tension : J2 casse 5,2 par mètre.
            mer. 05/03 - J3. Comme J2 en laine retordue 3 plis, plus solide. Casse 1,4 par mètre, mais la ceinture est trop raide, elle ne drape pas à la taille. Le fil plus gros, c'est non.
            mer. 19/03 - J4. Retour au 2 plis, avec encollage à l'amidon soluble (on le lave après le tissage) et tension de chaîne baissée de 30 % avec un rouleau compensateur monté par Francis. Casse 1,6 par mètre.
            ven. 21/03 - Échantillons J2, J3 et J4 envoyés chez TexLab (bordereau du 21/03/2025).
            lun. 14/04 - J5. Montage de J4, mais motif redessiné fil par fil en sergé brisé à pas variable, flottés de 5 fils au plus : l'oblique se rapproche de celle du doigt. Casse 1,5 par mètre, 1,8 m à l'heure. Prix de revient 54 $.
            jeu. 24/04 - Jury de dix artisanes à l'atelier (voir le classeur). J5 est la seule qui passe.
            ven. 09/05 - Petite série de 20 ceintures J5 sans problème. Sylvie a choisi les couleurs de la série du Carnaval et la boîte-cadeau, ça c'est de la routine.
            """)),
        ("essais_metier_CF-25.xlsx", xlsx([
            ("essais", [
                ["essai", "date", "armure", "fil de chaîne", "préparation", "casse", "vitesse"],
                ["J1", D("2025-02-03"), "sergé 2/2", "laine peignée 2 plis", "aucune", "4,6 par mètre",
                 "1,2 m à l'heure"],
                ["J2", D("2025-02-17"), "double-étoffe", "laine peignée 2 plis", "aucune", "5,2 par mètre",
                 "1,1 m à l'heure"],
                ["J3", D("2025-03-05"), "double-étoffe", "laine retordue 3 plis", "aucune", "1,4 par mètre",
                 "1,6 m à l'heure"],
                ["J4", D("2025-03-19"), "double-étoffe", "laine peignée 2 plis",
                 "encollage + rouleau compensateur", "1,6 par mètre", "1,7 m à l'heure"],
                ["J5", D("2025-04-14"), "double-étoffe, sergé brisé à pas variable", "laine peignée 2 plis",
                 "encollage + rouleau compensateur", "1,5 par mètre", "1,8 m à l'heure"],
                ["série J5", D("2025-05-09"), "comme J5", "laine peignée 2 plis", "comme J5", "1,5 par mètre",
                 "1,8 m à l'heure"],
            ]),
            ("jury", [
                ["ceinture", "date du jury", "artisanes qui disent « fléché »", "commentaires"],
                ["J1", D("2025-04-24"), "2 sur 10", "escaliers, on voit que c'est tissé"],
                ["J2", D("2025-04-24"), "7 sur 10", "beau relief, bords un peu durs"],
                ["J3", D("2025-04-24"), "5 sur 10", "trop raide, ne tombe pas"],
                ["J5", D("2025-04-24"), "9 sur 10", "on dirait du doigt à 1 m"],
            ]),
        ])),
        ("rapport_TexLab_TL-25-088.pdf", pdf([
            ("title", "Rapport d'essais TL-25-088"),
            ("p", "Résistance des fils et rigidité d'étoffes de laine tissées au Jacquard"),
            ("p", "Client : Tissage Lanaudière inc., L'Assomption. Échantillons reçus le 24 mars 2025 : étoffes J2, "
                  "J3, J4 et bobines de fil. Rapport émis le 4 avril 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Ténacité des fils au dynamomètre (500 mm, 20 essais par fil), avant et après encollage. "
                  "Rigidité en flexion des étoffes à l'appareil à porte-à-faux (longueur de flexion). Retrait au "
                  "lavage à la main à 30 °C."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Échantillon", "Force de rupture du fil", "Longueur de flexion", "Retrait au lavage"],
                ["J2 (2 plis)", "410 cN", "3,1 cm", "2,4 %"],
                ["J3 (3 plis)", "690 cN", "5,8 cm", "2,0 %"],
                ["J4 (2 plis encollé)", "520 cN", "3,2 cm", "2,2 %"],
            ]),
            ("h1", "3. Commentaires"),
            ("p", "L'encollage augmente la force de rupture du fil 2 plis d'environ 27 % sans changer la rigidité "
                  "de l'étoffe une fois l'amidon lavé. L'étoffe J3 est près de deux fois plus rigide en flexion."),
            ("small", "Les résultats ne se rapportent qu'aux échantillons soumis."),
        ], header="TexLab - Laboratoire textile, Saint-Hyacinthe", footer="TL-25-088")),
        ("note_RH_horaire_ete_2025.docx", docx([
            ("title", "Note aux employés - Horaire d'été 2025"),
            ("p", "De : Sylvie Beaulieu. À : toute l'équipe de Tissage Lanaudière."),
            ("p", "Comme chaque année, l'atelier passe à l'horaire d'été de la Fête nationale jusqu'à la fête du "
                  "Travail : 7 h 30 à 16 h du lundi au jeudi, et les vendredis après-midi de congé."),
            ("p", "L'équipe du soir garde sa prime de soir de 1,25 $ l'heure. Les vacances doivent être inscrites "
                  "au tableau avant la fin du mois."),
            ("p", "Bon été à tous!"),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 bord d'usure en caoutchouc de pneus recyclés pour les chenillettes de trottoirs, qui ne raye pas le pavé
#     uni (recycleur, Drummondville), hiver 2024-2025 - texte publicitaire .txt en bruit (il annonce « jusqu'à 70 %
#     de caoutchouc recyclé », les essais disent 64 %); rapport d'étape DOCX (cibles seulement là; « le
#     25 novembre 2024 », « le 20 janvier », « le 24 février »); relevés CSV (jj/mm/aaaa, températures
#     négatives, virgule décimale); rapport de labo PDF (« reçus le 27 janvier 2025 », « 3 février 2025 »,
#     « 10 février 2025 »). Valeurs voisines : 7,5 / 14 / 9,1 / 5,2 / 5,6 mm/100 km; 74 / 86 / 76 Shore A.
#     Piège : l'adaptation des supports de boulonnage est courante.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_bord_usure_caoutchouc_recycle_chenillettes",
        "question": "Allô, pouvez-vous nous rédiger les lignes 242, 244 et 246 pour le bord d'usure en caoutchouc recyclé (LT-25), avec un registre daté? Vous avez le rapport d'étape de Nathalie, les relevés des chenillettes de la Ville, le rapport d'Élastolab et notre texte publicitaire BordFlex.",
        "facts": {
            "242": [["au plus 6 mm"], ["70 à 80"], ["au moins 60 %"], ["au plus 95 $"]],
            "244": [["liant polyuréthane"], ["poudre fine"], ["dévulcanisée"], ["huile de canola époxydée"]],
            "246": [["5,6 mm/100 km"], ["76 Shore A"], ["64 %"], ["grains arrachés"]],
        },
        "dates": ["2024-11-25", "2024-12-09", "2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03",
                  "2025-02-10", "2025-02-24", "2025-03-24"],
        "noise": ["Demandez votre démonstration gratuite", "Garantie d'une saison complète",
                  "jusqu'à 70 % de caoutchouc recyclé"],
        "bindings": [
            {"value": "14 mm/100 km", "subject": "R2", "others": ["R1", "R3"]},
            {"value": "9,1 mm/100 km", "subject": "R3", "others": ["R2", "R4"]},
            {"value": "86 Shore A", "subject": "R4", "others": ["R3", "R5"]},
        ],
    },
    [
        ("rapport_etape_LT-25.docx", docx([
            ("title", "LT-25 - Bord d'usure en caoutchouc recyclé pour chenillettes de trottoirs"),
            ("p", "Caoutchouc Recyclé Drummond inc., Drummondville. Rapport d'étape rédigé par Nathalie Proulx, "
                  "chimiste, pour Patrick Lemaire, directeur technique. Essais sur le terrain avec les Travaux "
                  "publics de la Ville de Drummondville (contremaître : Steve Allard)."),
            ("h1", "1. Le besoin"),
            ("p", "Les chenillettes qui déneigent les trottoirs ont un bord d'usure en acier ou en caoutchouc "
                  "vierge sous la lame. L'acier raye le pavé uni et écaille les bordures de granit; le caoutchouc "
                  "vierge s'use vite et coûte cher. Le 25 novembre 2024, on a lancé le développement d'un bord "
                  "d'usure moulé à partir de nos granulats de pneus recyclés."),
            ("p", "Ce qu'on ne sait pas : un caoutchouc déjà vulcanisé, broyé puis relié par un liant, se "
                  "comporte très différemment du caoutchouc vierge. On ne sait pas quelle grosseur de particules "
                  "et quel liant résistent à l'arrachement sur le béton et la neige durcie, ni comment garder la "
                  "dureté dans la bonne zone à -20 °C : trop mou, il ne gratte pas la glace; trop dur, il raye le "
                  "pavé. Les fiches des liants ne donnent rien sous 0 °C."),
            ("h2", "Cibles"),
            ("b", "usure au plus 6 mm par 100 km de trottoir;"),
            ("b", "dureté de 70 à 80 Shore A à -20 °C;"),
            ("b", "au moins 60 % de caoutchouc recyclé dans la pièce;"),
            ("b", "coût au plus 95 $ par mètre de lame."),
            ("h1", "2. Formulations"),
            ("b", "R1 : bord commercial en caoutchouc vierge (témoin)."),
            ("b", "R2 : granulat de pneu de 1 à 3 mm avec un liant polyuréthane (MDI), moulé à chaud."),
            ("b", "R3 : poudre fine de 0,4 mm avec le même liant polyuréthane."),
            ("b", "R4 : poudre fine dévulcanisée en surface (traitement mécano-chimique dans notre "
                  "mélangeur) avant le liant, pour que les particules se lient au liant et entre elles."),
            ("b", "R5 : R4 avec 6 % d'huile de canola époxydée pour assouplir le mélange au froid."),
            ("p", "Les lames ont été installées sur trois chenillettes de la Ville le 9 décembre 2024 (R1, R2, R3), "
                  "puis R4 et R5 le 20 janvier sur les chenillettes de R2 et de R3. On a dû adapter les supports "
                  "de boulonnage aux deux modèles de chenillettes, sans difficulté particulière."),
            ("h1", "3. Résultats"),
            ("p", "Avec les gros granulats, les grains arrachés se voient à l'œil dès le premier mois : R2 s'use "
                  "à 14 mm/100 km. Les gros granulats sont à exclure."),
            ("p", "La poudre fine fait mieux, mais le liant seul ne tient pas assez les particules : R3 s'use à "
                  "9,1 mm/100 km."),
            ("p", "La dévulcanisation de surface change tout pour l'usure (R4 : 5,2 mm/100 km), mais R4 devient "
                  "trop dur au froid, 86 Shore A à -20 °C. Steve a signalé le 24 février des rayures sur le pavé "
                  "uni de la rue Lindsay."),
            ("p", "R5 garde l'usure basse, 5,6 mm/100 km sur 410 km, avec 76 Shore A à -20 °C et sans rayures. "
                  "La pièce contient 64 % de caoutchouc recyclé et coûte 88 $ par mètre."),
            ("h1", "4. Suite"),
            ("p", "Refaire une saison complète avec R5 sur plus de chenillettes et vérifier le vieillissement de "
                  "l'huile époxydée au soleil de l'été, quand les lames sont entreposées."),
        ])),
        ("releves_terrain_LT-25.csv", text("""
            date;chenillette;lame;km cumulés;usure cumulée (mm);température (°C);remarques
            09/12/2024;C-3;R1;0;0,0;-6;installation
            09/12/2024;C-5;R2;0;0,0;-6;installation
            09/12/2024;C-7;R3;0;0,0;-6;installation
            13/01/2025;C-3;R1;212;15,9;-21;7,5 mm/100 km
            13/01/2025;C-5;R2;198;27,7;-21;grains arrachés, 14 mm/100 km
            13/01/2025;C-7;R3;205;18,7;-21;9,1 mm/100 km
            20/01/2025;C-5;R4;0;0,0;-17;installation
            20/01/2025;C-7;R5;0;0,0;-17;installation
            24/02/2025;C-5;R4;231;12,0;-9;5,2 mm/100 km, rayures sur le pavé uni
            24/02/2025;C-7;R5;226;12,7;-9;5,6 mm/100 km
            24/03/2025;C-7;R5;410;23,0;2;fin de saison, 5,6 mm/100 km
            """)),
        ("rapport_Elastolab_EL-25-0042.pdf", pdf([
            ("title", "Rapport d'essais EL-25-0042"),
            ("p", "Dureté et abrasion à basse température de caoutchoucs recyclés liés"),
            ("p", "Client : Caoutchouc Recyclé Drummond inc. Plaques moulées reçues le 27 janvier 2025 "
                  "(formulations R1 à R5). Essais réalisés le 3 février 2025. Rapport émis le 10 février 2025."),
            ("h1", "Méthodes"),
            ("p", "Dureté Shore A après 24 h de conditionnement à -20 °C, mesurée dans l'enceinte froide. Perte "
                  "par abrasion au tambour à -20 °C (mm³). Teneur en caoutchouc recyclé calculée d'après la "
                  "formulation déclarée et vérifiée par analyse thermogravimétrique."),
            ("h1", "Résultats"),
            ("table", [
                ["Formulation", "Shore A à 23 °C", "Shore A à -20 °C", "Abrasion à -20 °C", "Recyclé"],
                ["R1", "68", "74 Shore A", "118 mm³", "0 %"],
                ["R2", "61", "71 Shore A", "342 mm³", "82 %"],
                ["R3", "64", "73 Shore A", "205 mm³", "78 %"],
                ["R4", "75", "86 Shore A", "101 mm³", "76 %"],
                ["R5", "66", "76 Shore A", "109 mm³", "64 %"],
            ]),
            ("h1", "Commentaires"),
            ("p", "La poudre traitée en surface (R4, R5) réduit fortement la perte par abrasion. L'huile ajoutée "
                  "dans R5 abaisse la dureté à froid de 10 points sans nuire à l'abrasion."),
            ("small", "Les résultats ne se rapportent qu'aux plaques soumises."),
        ], header="Élastolab - Granby", footer="EL-25-0042 - ne pas reproduire sans autorisation")),
        ("texte_publicitaire_BordFlex.txt", text("""
            BordFlex - le bord d'usure qui respecte vos trottoirs!

            Fabriqué au Centre-du-Québec avec jusqu'à 70 % de caoutchouc recyclé, BordFlex protège le pavé uni, les bordures de granit et les plaques podotactiles.
            Installation en 20 minutes, boulonnage standard.
            Garantie d'une saison complète.

            Municipalités, entrepreneurs en déneigement : Demandez votre démonstration gratuite au 819 555-0142.
            """)),
    ],
)

write_cases()
print(f"{len(CASES)} cases written")
