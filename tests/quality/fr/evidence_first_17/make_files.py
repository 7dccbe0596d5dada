#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the seventeenth first-contact set (fr/evidence_first_17).

Run:  python3 make_files.py        then  python3 verify.py
      and  python3 ../../check_cases.py . -v
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_16:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small francophone firms, 2024-2025 projects, in subjects not used by any earlier evidence set: bagels
cuits au four à bois qui fendent après congélation (boulangerie, Montréal), fraises d'hiver en serre sous DEL
qui nouent mal (serriculteur, Mirabel), cabanes de pêche blanche qui givrent à l'intérieur (fabricant,
Saguenay), horaires de quarts infirmiers sous convention collective (logiciel, Sherbrooke), tofu au soya
québécois à faible rendement (transformateur, Saint-Hyacinthe), patins de traîneau à chiens qui collent au grand
froid (atelier, Baie-Saint-Paul), baume à lèvres au sapin baumier qui devient granuleux (cosmétiques,
Rivière-du-Loup), ventilation de poulailler d'hiver et ammoniac (équipementier agricole, Beauce).

Two questions are in English over French records ("language": "en"). Each case has 3 or 4 files in at least
three formats. Every case carries non-record content: a whole noise file (offre d'emploi, soumission, facture,
liste de prix, texte promotionnel, infolettre) in seven cases, and in five cases a noise passage hidden inside a
record file (infolettre pasted in e-mails, paragraphe promotionnel and note RH inside weekly-report DOCX files,
offre d'emploi inside a dev journal, note de service inside a barn notebook; verify.py NOISE "sections").
Weekly reports (« rapport hebdomadaire ») carry dated items (« lundi 17/03 : ... ») that are the entries.

Dates in many French forms: « 3 mars 2025 », « le 2 juin », « 17/04/2025 », ISO dates (CSV, XLSX date cells),
« lundi 7 avril », « lun. 14/04 » / « jeudi 20/03 », « semaine du 10 mars », « mar. 11 » under a month header
« ## Février 2025 », periods « du 9 au 12 juin » (one entry, listed by its FIRST day only). Every listed date is
also written somewhere in a form check_cases.py reads. Dates written only in noise text are not listed.
Decimal commas, Quebec usage and anglicisms, « 1,2 % », « -10 °C ».

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
# C01 bagels cuits au four à bois qui fendent après congélation (boulangerie, Montréal), hiver 2025 - offre
#     d'emploi .txt en bruit; rapports hebdomadaires DOCX (items « lun. 03/02 », « lundi 17/03 »; cibles là
#     seulement); suivi CSV (; et virgule décimale, dates jj/mm/aaaa); rapport de labo PDF (« reçus le 5 mars
#     2025 »). Valeurs voisines : 22,0 / 17,4 / 9,5 / 6,1 / 3,2 % de bagels fendus; 8,9 / 7,8 / 6,4 / 5,6 / 5,2 N.
#     Piège : la nouvelle étiquette et le sac refermable sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_bagels_four_bois_fendus_congelation",
        "question": "Bonjour, pourriez-vous nous préparer les lignes 242, 244 et 246 pour le projet des bagels surgelés (BG-25), avec un registre daté des travaux? Ci-joints : les rapports hebdomadaires de Kevin, le fichier de suivi des lots, le rapport de Panilab et l'offre d'emploi qu'on va afficher.",
        "facts": {
            "242": [["au plus 5 %"], ["au plus 6 N"], ["12 semaines"], ["sans additif"]],
            "244": [["tunnel à azote", "surgélation rapide"], ["purée en flocons"],
                    ["ébullition de 45 s"], ["texturomètre"]],
            "246": [["3,2 %"], ["5,2 N"], ["mie collante"], ["croûte écaillée"]],
        },
        "dates": ["2025-02-03", "2025-02-06", "2025-02-11", "2025-02-13", "2025-02-18", "2025-02-25",
                  "2025-03-04", "2025-03-05", "2025-03-11", "2025-03-13", "2025-03-17"],
        "noise": ["Boulanger(ère) de nuit", "Prime de nuit de 2 $/h", "Poste permanent, 32 à 40 h"],
        "bindings": [
            {"value": "9,5 %", "subject": "R3", "others": ["R2", "R4"]},
            {"value": "6,4 N", "subject": "R2", "others": ["R1", "R3"]},
            {"value": "6,1 %", "subject": "R4", "others": ["R3", "R5"]},
        ],
    },
    [
        ("rapports_hebdomadaires_BG-25.docx", docx([
            ("title", "BG-25 - Bagels surgelés qui fendent : rapports hebdomadaires"),
            ("p", "Boulangerie Four à bois Abitbol inc., Montréal (Mile-End). Rapports rédigés par Kevin Nguyen, "
                  "chef boulanger, pour Rachel Abitbol (propriétaire). On les met bout à bout dans le même fichier."),
            ("h1", "Contexte et objectifs"),
            ("p", "Nos bagels sont roulés à la main, bouillis dans l'eau au miel et cuits au four à bois. Depuis "
                  "qu'on vend des sacs de 6 surgelés aux épiceries, on a des plaintes : une fois décongelés, "
                  "beaucoup de bagels sont fendus sur le côté et la mie est sèche, comme rassie. Environ un bagel "
                  "sur cinq. Les grosses boulangeries industrielles règlent ça avec des enzymes et des "
                  "émulsifiants, mais on veut garder une liste d'ingrédients courte et la croûte du four à bois. "
                  "Personne chez nos fournisseurs ne savait nous dire si le problème vient de l'eau dans la mie, "
                  "de la vitesse de congélation ou de la croûte épaisse que donne l'ébullition."),
            ("p", "Objectifs fixés avec Rachel le 3 février 2025 :"),
            ("b", "au plus 5 % de bagels fendus après congélation et dégel (on est autour de 20 %);"),
            ("b", "fermeté de la mie au plus 6 N au texturomètre, 24 h après le dégel (un bagel frais du jour "
                  "donne 4,5 N);"),
            ("b", "tenir 12 semaines au congélateur à -18 °C sans perte de qualité;"),
            ("b", "sans additif : farine, eau, miel, levure, sel, et au besoin un ingrédient « de cuisine »."),
            ("p", "Protocole de mesure pour tous les lots : 60 bagels, 6 jours au congélateur à -18 °C, dégel de "
                  "24 h à 20 °C dans le sac, puis on compte les fendus et on mesure la fermeté sur 10 bagels au "
                  "texturomètre prêté par le cégep (sonde cylindrique, compression de 25 %)."),
            ("h1", "Rapport hebdomadaire n° 1 - semaine 6"),
            ("b", "lun. 03/02 : réunion de départ avec Rachel, objectifs (voir plus haut). Kevin commande la "
                  "location du tunnel à azote pour la semaine 8."),
            ("b", "jeu. 06/02 : lot R1 = témoin, recette actuelle (hydratation 55 %, ébullition de 90 s), "
                  "refroidi 2 h sur les racks puis mis au freezer (-18 °C)."),
            ("h1", "Rapport hebdomadaire n° 2 - semaine 7"),
            ("b", "mar. 11/02 : lot R2, hydratation montée à 60 %. La pâte colle dans la façonneuse, il faut "
                  "fariner plus."),
            ("b", "jeudi 13/02 : mesure de R1 : 22 % de fendus, fermeté 8,9 N. Les fentes partent toutes de la "
                  "jonction de l'anneau, là où la croûte est la plus épaisse."),
            ("h1", "Rapport hebdomadaire n° 3 - semaine 8"),
            ("b", "mardi 18/02 : mesure de R2 : 17,4 % de fendus et 6,4 N, mais mie collante au toaster, les "
                  "clients testeurs n'aiment pas. L'hydratation seule ne règle pas les fentes et elle abîme la "
                  "texture : on revient à 55 %."),
            ("b", "mar. 18/02 (après-midi) : lot R3, surgélation rapide dans le tunnel à azote à -35 °C pendant "
                  "25 min, directement à la sortie du four, encore chauds."),
            ("h1", "Rapport hebdomadaire n° 4 - semaine 9"),
            ("b", "mar. 25/02 : mesure de R3 : R3 donne 9,5 % de fendus, mais croûte écaillée : des plaques de "
                  "croûte partent au dégel. Hypothèse : la surface gèle pendant que le centre est encore à "
                  "90 °C, la vapeur pousse sous la croûte. Ça exclut le tunnel à chaud."),
            ("b", "mar. 25/02 : lot R4 = repos de 20 min sur les racks avant le tunnel, plus 4 % de purée en "
                  "flocons (pomme de terre) dans la pâte pour retenir l'eau dans la mie (ingrédient de cuisine, pas un "
                  "additif)."),
            ("h1", "Rapport hebdomadaire n° 5 - semaine 10"),
            ("b", "mar. 04/03 : mesure de R4 : R4 est à 6,1 % de fendus et 5,6 N. Presque. Les fentes qui "
                  "restent sont sur les bagels les plus foncés."),
            ("b", "mar. 04/03 : lot R5 = R4 + ébullition de 45 s au lieu de 90 s (croûte plus mince). "
                  "Échantillons congelés de R1, R4 et R5 envoyés chez Panilab pour la teneur en eau."),
            ("h1", "Rapport hebdomadaire n° 6 - semaine 11"),
            ("b", "mar. 11/03 : mesure de R5 : 3,2 % de fendus et 5,2 N. Les deux objectifs sont atteints sur ce "
                  "lot. Le goût est le même selon Rachel et l'équipe du comptoir."),
            ("b", "jeu. 13/03 : rapport de Panilab reçu : l'écart de teneur en eau entre la mie et la croûte "
                  "passe de 19 points (R1) à 9 points (R5), ce qui va dans le sens de notre hypothèse."),
            ("h1", "Rapport hebdomadaire n° 7 - semaine 12"),
            ("b", "lundi 17/03 : début de l'essai de conservation de R5 : 20 sacs au congélateur à -18 °C, un sac "
                  "ouvert toutes les 2 semaines jusqu'à 12 semaines. Pas encore de résultat, on ne peut pas dire "
                  "que l'objectif de 12 semaines est atteint."),
            ("b", "Hors projet : Rachel a fait faire la nouvelle étiquette et le sac refermable avec le graphiste "
                  "le 17 mars. C'est de l'emballage, pas du développement."),
        ])),
        ("suivi_lots_BG-25.csv", text("""
            lot;date_cuisson;date_mesure;recette;hydratation_pct;ebullition_s;congelation;fendus_pct;fermete_mie_N;remarque
            R1;06/02/2025;13/02/2025;témoin;55;90;freezer -18 °C après 2 h sur rack;22,0;8,9;mie sèche
            R2;11/02/2025;18/02/2025;hydratation 60 %;60;90;freezer -18 °C après 2 h sur rack;17,4;6,4;collante au toaster
            R3;18/02/2025;25/02/2025;tunnel à la sortie du four;55;90;tunnel azote -35 °C 25 min (chaud);9,5;7,8;croûte qui s'écaille
            R4;25/02/2025;04/03/2025;repos 20 min + 4 % purée en flocons;55;90;tunnel azote -35 °C 25 min;6,1;5,6;fentes sur les plus foncés
            R5;04/03/2025;11/03/2025;R4 + ébullition 45 s;55;45;tunnel azote -35 °C 25 min;3,2;5,2;RETENU - conservation 12 sem. en cours
            """)),
        ("rapport_Panilab_PL-25-041.pdf", pdf([
            ("title", "Rapport d'analyse PL-25-041"),
            ("p", "Teneur en eau de la croûte et de la mie - bagels surgelés puis décongelés"),
            ("p", "Client : Boulangerie Four à bois Abitbol inc., Montréal. Échantillons congelés reçus le 5 mars "
                  "2025 (lots R1, R4 et R5, 10 bagels par lot). Rapport émis le 13 mars 2025."),
            ("h1", "Méthode"),
            ("p", "Dégel de 24 h à 20 °C dans l'emballage d'origine. La croûte (2 mm extérieurs) est séparée de la "
                  "mie au scalpel. Teneur en eau par séchage à l'étuve à 130 °C. Activité de l'eau (aw) de la mie "
                  "au point de rosée."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Eau de la croûte", "Eau de la mie", "Écart mie-croûte", "aw de la mie"],
                ["R1", "17,8 %", "36,9 %", "19,1 points", "0,941"],
                ["R4", "22,4 %", "35,2 %", "12,8 points", "0,952"],
                ["R5", "26,0 %", "35,0 %", "9,0 points", "0,955"],
            ]),
            ("h1", "Commentaires"),
            ("p", "L'écart de teneur en eau entre la mie et la croûte diminue nettement de R1 à R5. Un écart élevé "
                  "favorise les contraintes mécaniques dans la croûte au dégel. Nous n'avons pas évalué la "
                  "microstructure de la glace."),
            ("small", "Ces résultats ne se rapportent qu'aux échantillons analysés."),
        ], header="Panilab - laboratoire de céréales et de boulangerie, Laval", footer="PL-25-041")),
        ("offre_emploi_boulanger_nuit_2025.txt", text("""
            OFFRE D'EMPLOI - Boulangerie Four à bois Abitbol (Mile-End)

            Boulanger(ère) de nuit - four à bois
            Poste permanent, 32 à 40 h par semaine, de 22 h à 6 h.

            Tâches : rouler et bouillir les bagels, alimenter le four à bois, préparer les commandes des épiceries.
            Aucune expérience requise, on forme sur place. Bilingue un atout.

            Salaire : 21,50 $/h au départ. Prime de nuit de 2 $/h. Bagels gratuits (évidemment!).
            Entrée en poste : dès que possible. Envoyez votre CV à emplois@fourabois-abitbol.example
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C02 fraises d'hiver en serre sous DEL : fruits difformes (pollinisation par bourdons) (serriculteur, Mirabel),
#     hiver 2024-2025 - pas de fichier de bruit, mais une infolettre réexpédiée cachée dans les courriels .txt;
#     journal .md sous en-têtes de mois (« ### lun. 2 » sous « ## Décembre 2024 », un « ### lundi 13 janvier »);
#     classeur XLSX (dates ISO, bilan en 2e feuille); courriels (cibles là seulement, « mardi 1er avril 2025 »).
#     Valeurs voisines : 61 / 74 / 79 / 88 % de fruits bien formés. Piège : le vibreur est un essai raté.
# ---------------------------------------------------------------------------
RELEVES_FS = [
    ["date", "zone", "eclairage", "visites_par_fleur", "fruits_bien_formes_pct", "rendement_cumul_g_plant",
     "HR_moy_pct", "botrytis_pct"],
]
for _d, _vals in [
    ("2025-01-27", [(1.7, 58, 62, 38, 0), (3.2, 69, 66, 37, 0), (3.9, 73, 70, 38, 0), (4.1, 75, 71, 41, 0)]),
    ("2025-02-10", [(1.8, 60, 118, 37, 0), (3.7, 71, 127, 38, 0), (4.4, 77, 136, 37, 0.1), (5.0, 84, 142, 84, 1.9)]),
    ("2025-02-24", [(1.9, 62, 176, 38, 0.2), (3.8, 73, 194, 37, 0.3), (4.5, 78, 211, 38, 0.4), (5.3, 86, 228, 71, 4.5)]),
    ("2025-03-10", [(1.8, 60, 231, 37, 0.1), (3.9, 75, 258, 38, 0.2), (4.6, 80, 279, 38, 0.3), (5.4, 89, 306, 70, 1.2)]),
]:
    for _z, _ecl, _v in zip(["L1", "L2", "L3", "L4"],
                            ["DEL rouge/bleu (actuel)", "rouge/bleu + UV-A 3 %", "blanc large + UV-A",
                             "blanc large + UV-A + brumisation"], _vals):
        RELEVES_FS.append([D(_d), _z, _ecl] + list(_v))

case(
    {
        "name": "fr_fraises_serre_hiver_del_pollinisation",
        "question": "Bonjour! Pouvez-vous rédiger les lignes 242, 244 et 246 pour notre projet de fraises d'hiver sous DEL (FS-24), avec un registre daté des travaux? Je vous envoie mon journal de serre, le classeur des relevés et l'export de mes courriels avec notre agronome.",
        "facts": {
            "242": [["au moins 85 %"], ["350 g par plant"], ["au plus 2 %"], ["au plus 8 %"]],
            "244": [["UV-A"], ["spectre blanc large"], ["brumisation"], ["visites par fleur"]],
            "246": [["88 %"], ["362 g"], ["botrytis", "pourriture grise"], ["6,5 %"]],
        },
        "dates": ["2024-12-02", "2024-12-19", "2025-01-07", "2025-01-08", "2025-01-09", "2025-01-13",
                  "2025-01-24", "2025-01-27", "2025-02-04", "2025-02-10", "2025-02-20", "2025-02-24",
                  "2025-03-10", "2025-03-31", "2025-04-01"],
        "noise": ["Colloque Serres d'avenir", "Concours photo de la plus belle serre",
                  "Renouvellement de votre adhésion"],
        "bindings": [
            {"value": "74 %", "subject": "L2", "others": ["L1", "L3"]},
            {"value": "79 %", "subject": "L3", "others": ["L2", "L4"]},
            {"value": "61 %", "subject": "L1", "others": ["L2", "L3"]},
        ],
    },
    [
        ("journal_serre_FS-24.md", text("""
            # Journal de serre - projet FS-24 (fraises d'hiver sous DEL)
            Les Serres Lacasse, Mirabel. Notes de Louis-Philippe Lacasse (LP); Yasmine Haddad s'occupe des ruches et des relevés.

            ## Décembre 2024

            ### lun. 2 - plantation
            2 400 plants d'Albion (jours neutres) en gouttières, serre 3. Éclairage 100 % DEL rouge/bleu, 18 h par jour, comme les laitues. Pas de lumière naturelle qui vaille en décembre.

            ### jeu. 19 - ruches
            2 ruches de bourdons installées, première floraison. Chauffage au gaz, HR qui tombe à 35-40 % la nuit.

            ## Janvier 2025

            ### mar. 7 - fruits difformes
            Premiers fruits cueillis : plein de fraises en bec, pas rondes, des côtés verts sans graines. Yasmine trouve que les bourdons volent « tout croche » et se cognent sur les vitres. On écrit à Marie-Ève.

            ### lundi 13 janvier - 4 zones
            On sépare la serre 3 en 4 zones de 600 plants avec des rideaux :
            - L1 : DEL rouge/bleu actuelles (témoin)
            - L2 : mêmes DEL + barres UV-A (3 % du flux) ajoutées
            - L3 : luminaires à spectre blanc large + UV-A
            - L4 : L3 + brumisation haute pression pour monter l'humidité
            Hypothèse : les bourdons se repèrent avec l'UV (la fleur a un « patron » UV), et le pollen sèche trop vite à 35 % HR.

            ### ven. 24 - caméras
            4 petites caméras (une par zone) sur des grappes de fleurs marquées. Yasmine compte les visites par fleur et par jour sur les vidéos (10 fleurs par zone).

            ### lun. 27 - 1er relevé complet
            Voir le classeur. L4 pas encore brumisée, donc L3 et L4 pareilles pour l'instant.

            ## Février 2025

            ### mar. 4 - brumisation L4
            Brumisation partie dans L4, consigne 85 % HR le jour.

            ### lun. 10 - relevé
            L4 monte vite en fruits bien formés. Les bourdons de L2 et L3 font plus de visites que L1, pas de doute.

            ### jeu. 20 - botrytis
            Pourriture grise sur les fruits de L4, 4,5 % des fruits touchés au tri. Trop humide la nuit, les feuilles restent mouillées. Consigne baissée à 70 % HR le jour, arrêt de la brume 2 h avant l'extinction.

            ### lun. 24 - relevé
            Botrytis encore présent dans L4 (fruits déjà contaminés). À suivre.

            ## Mars 2025

            ### lun. 10 - relevé + vibreur
            Botrytis redescendu à 1,2 % dans L4 avec la consigne à 70 %.
            Essai du vibreur à main (pollinisation mécanique, comme en tomate) sur 100 fleurs de L1 pendant 2 semaines : 62 % de fruits bien formés contre 60 % sans vibreur. Ça donne rien : le problème c'est pas juste de secouer la fleur, c'est la visite des bourdons pis le pollen.

            ### lun. 31 - bilan
            Bilan de la saison d'hiver dans le classeur (2e feuille). On garde L4 pour toute la serre l'hiver prochain. L'entretien des luminaires pis le changement des ruches, c'est de la régie normale.
            """)),
        ("releves_FS-24.xlsx", xlsx([
            ("Relevés", RELEVES_FS),
            ("Bilan", [
                ["Zone", "Fruits bien formés (cumul)", "Rendement au 31 mars", "Hausse kWh vs L1", "Botrytis max",
                 "Remarque"],
                ["L1", "61 %", "268 g par plant", "-", "0,3 %", "témoin"],
                ["L2", "74 %", "301 g par plant", "+2,1 %", "0,4 %", "UV-A seul"],
                ["L3", "79 %", "322 g par plant", "+3,0 %", "0,6 %", ""],
                ["L4", "88 %", "362 g par plant", "+6,5 %", "4,5 % (20 févr., HR 85 %)", "1,2 % à 70 % HR - retenu"],
            ]),
        ])),
        ("courriels_FS-24.txt", text("""
            De : Louis-Philippe Lacasse <lp@serreslacasse.example>
            À : Marie-Ève Tremblay, agr. <metremblay@conseilserre.example>
            Date : mercredi 8 janvier 2025 21:14
            Objet : Fraises difformes sous DEL

            Bonsoir Marie-Ève,

            Comme je t'ai dit au téléphone, on essaie la fraise d'hiver dans la serre 3, tout sous DEL. Plants d'Albion plantés le 2 décembre, ruches de bourdons depuis le 19 décembre. Depuis le 7 janvier on cueille des fruits difformes, en bec, à peu près 4 sur 10. Invendables chez IGA, on les passe en confiture.

            Ce qu'on vise pour que ça vaille la peine :
            - au moins 85 % de fruits bien formés (catégorie Canada n° 1)
            - 350 g par plant cumulés d'ici la fin mars
            - pourriture au plus 2 % des fruits
            - pas plus de 8 % de hausse de la facture d'électricité de la serre (au plus 8 % de kWh en plus)

            Ce que je comprends pas : les producteurs en serre éclairée qu'on connaît ont de la lumière naturelle en complément, et les fournisseurs de DEL ont des recettes pour la tomate pis la laitue, pas pour la fraise pollinisée par des bourdons. Personne sait si c'est le spectre, l'humidité ou les deux.

            LP

            ----------------------------------------------------------------------
            De : Marie-Ève Tremblay, agr.
            À : Louis-Philippe Lacasse
            Date : jeudi 9 janvier 2025 08:02
            Objet : RE: Fraises difformes sous DEL

            Salut LP,

            Fruits en bec = akènes pas fécondés à la pointe, donc pollinisation incomplète. Deux pistes : 1) les bourdons voient l'UV et se guident avec; sous DEL rouge/bleu sans UV-A ils sont à moitié aveugles. 2) sous 40 % HR le pollen de fraisier perd vite sa viabilité.

            Je ferais 4 zones : ton éclairage actuel, + UV-A, spectre blanc large + UV-A, et la même chose avec de la brumisation. Compte les visites par fleur avec des caméras, c'est plus fiable que d'observer à l'œil. Attention au botrytis si tu montes l'humidité.

            Marie-Ève

            ----------------------------------------------------------------------
            ---------- Début du message réexpédié ----------
            De : Serriculteurs du Québec <infolettre@serriculteurs.example>
            Date : lundi 3 février 2025
            Objet : Infolettre de février

            Ne manquez pas le Colloque Serres d'avenir à Drummondville : conférences, salon des exposants, souper réseautage.
            Concours photo de la plus belle serre : envoyez vos photos avant la fin du mois!
            Renouvellement de votre adhésion : la cotisation passe à 245 $ plus taxes.

            ----------------------------------------------------------------------
            De : Louis-Philippe Lacasse
            À : Marie-Ève Tremblay, agr.
            Date : mardi 1er avril 2025 19:40
            Objet : Bilan fraises d'hiver

            Salut Marie-Ève,

            Le bilan du 31 mars est dans le classeur. En gros :
            - fruits bien formés : L1 (témoin) 61 %, L2 (UV-A seul) 74 %, L3 (blanc large + UV-A) 79 %, L4 (L3 + brumisation) 88 %.
            - L4 est à 362 g par plant, les autres en bas de 350 g.
            - les visites par fleur suivent : 1,8 par jour dans L1 contre 5,4 dans L4 (caméras installées le 24 janvier).
            - électricité : +6,5 % pour L4 par rapport à L1 (UV-A et pompe de brumisation), en bas de notre limite.
            - avec la brumisation depuis le 4 février à 85 % HR, on a eu du botrytis le 20 février (4,5 % des fruits). À 70 % HR c'est redescendu à 1,2 %. Donc 85 % c'est trop, 70 % c'est correct.
            - le vibreur à main n'a rien donné (62 % contre 60 %), on l'oublie.

            On fait toute la serre en L4 l'hiver prochain. Merci pour ton aide!

            LP
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C03 cabanes de pêche blanche qui givrent à l'intérieur (chaufferette au propane) (fabricant, Saint-Fulgence),
#     hiver 2025 - soumission PDF en bruit ET un texte promo pour le Salon caché dans les rapports hebdomadaires
#     DOCX (entre deux rapports); rapports « semaine du 13 janvier », items « jeu. 16/01 », essai « du 17 au 21
#     février », « Bilan au 28 février 2025 »; classeur XLSX (dates ISO). Valeurs voisines : 84 / 78 / 71 / 56 % HR.
#     Piège : la soumission parle du même lac que l'essai.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_cabanes_peche_blanche_givre_interieur",
        "question": "Bonjour, pourriez-vous rédiger nos lignes 242, 244 et 246 pour le projet de cabane à pêche légère sans givre (CP-25), et un registre daté? Je vous joins les rapports hebdomadaires de Jonathan, le classeur des essais et la soumission qu'on a faite à la pourvoirie.",
        "facts": {
            "242": [["au plus 60 %"], ["au plus 4,5 kg/m²"], ["aucun givre"], ["au plus 9 ppm"]],
            "244": [["polypropylène alvéolé"], ["évent de toit"], ["chambre froide"], ["thermographie"]],
            "246": [["56 % HR"], ["4,1 kg/m²"], ["givre sur les vis"], ["4 ppm"]],
        },
        "dates": ["2025-01-13", "2025-01-16", "2025-01-23", "2025-01-27", "2025-01-30", "2025-02-05",
                  "2025-02-17", "2025-02-28"],
        "noise": ["Salon Chasse, pêche et plein air", "Financement disponible", "Location saisonnière de 6 cabanes",
                  "Transport sur la glace inclus"],
        "bindings": [
            {"value": "84 % HR", "subject": "P1", "others": ["P2", "P3"]},
            {"value": "71 % HR", "subject": "P2", "others": ["P1", "P3"]},
            {"value": "78 % HR", "subject": "P3", "others": ["P2", "P4"]},
        ],
    },
    [
        ("rapports_hebdomadaires_CP-25.docx", docx([
            ("title", "CP-25 - Cabane à pêche légère sans givre : rapports hebdomadaires"),
            ("p", "Cabanes Boréales inc., Saint-Fulgence. Rapports de Jonathan Gagné (designer industriel) à "
                  "Mélissa Bouchard (présidente). Version compilée pour le dossier."),
            ("h1", "Le problème"),
            ("p", "Nos cabanes de pêche blanche sont chauffées avec une chaufferette au propane, qui produit de la "
                  "vapeur d'eau en brûlant. Avec des murs en contreplaqué et styromousse, l'eau condense et gèle "
                  "au plafond et dans les coins; ça dégoutte sur les pêcheurs quand on chauffe, et au printemps on "
                  "a de la moisissure. Si on isole plus épais, la cabane devient trop lourde pour être tirée en "
                  "VTT. On ne sait pas quel assemblage de panneau et quelle ventilation gardent l'intérieur sec "
                  "à -25 °C avec une flamme ouverte, sans alourdir et sans laisser monter le CO. Les guides du "
                  "bâtiment parlent de maisons chauffées à l'électricité, pas d'une boîte de 6 x 8 pi avec un "
                  "poêle au propane."),
            ("h1", "Rapport hebdomadaire n° 1 - semaine du 13 janvier"),
            ("b", "lun. 13/01 : départ du projet. Objectifs retenus avec Mélissa : humidité intérieure au plus "
                  "60 % HR après 48 h de chauffe à -25 °C; aucun givre au plafond ni dans les coins après 48 h; "
                  "panneaux d'au plus 4,5 kg/m² (le modèle actuel fait 6,8 kg/m²); CO au plus 9 ppm au niveau "
                  "de la tête d'un pêcheur assis."),
            ("b", "jeu. 16/01 : P1 (témoin : contreplaqué + polystyrène extrudé 25 mm) et P2 (polyisocyanurate "
                  "38 mm avec pare-vapeur d'aluminium, vissé) entrent dans la chambre froide louée chez "
                  "Frigo-Saguenay, -25 °C, chaufferette 10 000 BTU, 48 h. Hygromètres et détecteur de CO "
                  "enregistreurs."),
            ("h1", "Rapport hebdomadaire n° 2 - semaine 4"),
            ("b", "Résultats de la 1re série : P1 monte à 84 % HR, givre de 3 mm au plafond. P2 reste à 71 % HR, "
                  "mieux, mais on voit des points de givre alignés au plafond."),
            ("b", "jeu. 23/01 : P3 en chambre froide : panneau sandwich en polypropylène alvéolé (peaux de 3 mm, "
                  "âme alvéolée remplie de mousse), 3,9 kg/m², sans ventilation."),
            ("h2", "Texte promo pour le Salon (pour Karine, kiosque de mars)"),
            ("p", "Venez nous voir au Salon Chasse, pêche et plein air de Jonquière! Nos cabanes 8 x 10 tout "
                  "équipées, livrées sur votre lac, avec banc-lit et trous de pêche à trappe. Financement disponible "
                  "sur 24 mois. Tirage d'une tarière électrique parmi les visiteurs."),
            ("h1", "Rapport hebdomadaire n° 3 - semaine du 27 janvier"),
            ("b", "lun. 27/01 : résultat de P3 : 78 % HR. Pas de points de givre au plafond, mais de la buée "
                  "gelée dans la fenêtre, et surtout le CO monte à 11 ppm : la cabane est trop étanche. On "
                  "monte P4 = P3 + évent de toit + entrée d'air basse derrière la chaufferette, et on remplace "
                  "les vis d'acier par des rivets de nylon."),
            ("b", "jeu. 30/01 : P4 en chambre froide, mêmes conditions."),
            ("h1", "Rapport hebdomadaire n° 4 - semaine 6"),
            ("b", "Résultat de P4 : 56 % HR, aucun givre après 48 h, CO max 4 ppm, 4,1 kg/m² avec l'évent."),
            ("b", "mer. 05/02 : thermographie (caméra thermique prêtée par le cégep) de P2 et P4 en chambre "
                  "froide. Sur P2, chaque vis est un point froid à -14 °C côté intérieur : c'est le givre sur les "
                  "vis qu'on voyait, des ponts thermiques. Le pare-vapeur d'aluminium n'y change rien. Sur P4, "
                  "pas de point froid sous -2 °C."),
            ("h1", "Rapport hebdomadaire n° 5 - semaine 8"),
            ("b", "Essai sur le lac Kénogami du 17 au 21 février avec une cabane complète en P4 et 4 pêcheurs du "
                  "club : -31 °C la nuit, 58 % HR en moyenne, pas de givre. Un pêcheur a bouché l'évent avec sa "
                  "tuque pour « garder la chaleur » : CO à 8 ppm en 30 min, l'alarme n'a pas sonné (seuil à "
                  "9 ppm). On va mettre une grille que l'on ne peut pas boucher."),
            ("h1", "Bilan au 28 février 2025"),
            ("table", [
                ["Variante", "HR après 48 h", "Givre", "CO max", "Poids"],
                ["P1", "84 % HR", "3 mm au plafond", "6 ppm", "6,8 kg/m²"],
                ["P2", "71 % HR", "points alignés (vis)", "5 ppm", "4,9 kg/m²"],
                ["P3", "78 % HR", "buée gelée à la fenêtre", "11 ppm", "3,9 kg/m²"],
                ["P4", "56 % HR", "aucun", "4 ppm", "4,1 kg/m²"],
            ]),
            ("p", "Ce que les échecs ont exclu : les ponts thermiques vus à la thermographie du 5 février excluent "
                  "les fixations d'acier, peu importe le pare-vapeur; P3 montre qu'une cabane étanche sans "
                  "ventilation n'est pas sécuritaire avec une flamme ouverte."),
            ("p", "La peinture, le logo et la nouvelle remorque ne font pas partie du projet."),
        ])),
        ("essais_chambre_froide_CP-25.xlsx", xlsx([
            ("Chambre froide", [
                ["variante", "date_debut", "duree_h", "T_ext_C", "HR_moy_pct", "CO_max_ppm", "givre",
                 "poids_kg_m2"],
                ["P1", D("2025-01-16"), 48, -25, 84, 6, "plafond 3 mm", 6.8],
                ["P2", D("2025-01-16"), 48, -25, 71, 5, "points alignés", 4.9],
                ["P3", D("2025-01-23"), 48, -25, 78, 11, "fenêtre", 3.9],
                ["P4", D("2025-01-30"), 48, -25, 56, 4, "aucun", 4.1],
            ]),
            ("Lac Kénogami", [
                ["variante", "date_debut", "jours", "T_min_nuit_C", "HR_moy_pct", "CO_max_ppm", "remarque"],
                ["P4", D("2025-02-17"), 5, -31, 58, 8, "évent bouché 30 min par un pêcheur"],
            ]),
        ])),
        ("soumission_Pourvoirie_Lac-Kenogami_S-0119.pdf", pdf([
            ("title", "Soumission S-0119"),
            ("p", "Cabanes Boréales inc. - Saint-Fulgence (Québec)"),
            ("p", "Client : Pourvoirie du Lac-Kénogami. Date : 10 décembre 2024. Valide 30 jours."),
            ("table", [
                ["Article", "Qté", "Prix unitaire", "Total"],
                ["Location saisonnière de 6 cabanes 8 x 10 tout équipées", "6", "1 450,00 $", "8 700,00 $"],
                ["Transport sur la glace inclus (mise à l'eau et retrait)", "1", "0,00 $", "0,00 $"],
                ["Chaufferette au propane 10 000 BTU (option)", "6", "189,00 $", "1 134,00 $"],
            ]),
            ("p", "Sous-total : 9 834,00 $. TPS et TVQ en sus. Dépôt de 25 % à la signature, solde à la livraison."),
        ], header="Cabanes Boréales inc.", footer="S-0119")),
    ],
)

# ---------------------------------------------------------------------------
# C04 horaires de quarts infirmiers sous convention collective (logiciel, Sherbrooke), automne 2024 - question en
#     anglais; facture d'hébergement infonuagique PDF en bruit ET une offre d'emploi cachée dans le journal .md;
#     journal sous en-têtes de mois (« ### mar. 10 » sous « ## Septembre 2024 »); CSV de benchmarks (dates ISO,
#     virgule décimale); rapport technique DOCX (cibles là seulement; « 10 septembre 2024 », « le 16 décembre »,
#     essai « du 2 au 13 décembre »). Valeurs voisines : 120 / 47,5 / 6,7 / 1,8 min; 71 / 83 / 86 / 85 %.
#     Piège : l'interface web et l'export vers la paie sont du développement courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_horaires_quarts_infirmiers_convention",
        "question": "Hi, could you draft lines 242, 244 and 246 for our nurse shift-scheduling project (HQ-24) and a dated log of the work? Our records are in French: Émilie's dev journal, the benchmark CSV, the technical report, plus an invoice from our cloud host.",
        "language": "en",
        "facts": {
            "242": [["aucune violation"], ["moins de 10 min"], ["moins de 30 s"], ["écart maximal de 2"]],
            "244": [["programmation par contraintes", "CP-SAT"], ["décomposition par unité"],
                    ["démarrage à chaud", "warm start"], ["équipe volante"]],
            "246": [["6,7 min"], ["12 s"], ["14 violations"], ["sans solution réalisable"]],
        },
        "dates": ["2024-09-10", "2024-09-19", "2024-10-01", "2024-10-15", "2024-10-22", "2024-11-12",
                  "2024-11-26", "2024-12-02", "2024-12-16"],
        "noise": ["Développeur(se) full-stack", "Télétravail 3 jours par semaine",
                  "Hébergement infonuagique - forfait Pro", "Certificat SSL"],
        "bindings": [
            {"value": "47,5 min", "subject": "H3", "others": ["H2", "H4"]},
            {"value": "1,8 min", "subject": "H2", "others": ["H1", "H3"]},
            {"value": "86 %", "subject": "H4", "others": ["H3", "H5"]},
        ],
    },
    [
        ("journal_dev_HQ-24.md", text("""
            # HQ-24 - horaires de quarts - journal de dev (Émilie)

            ## Septembre 2024

            ### mar. 10 - kickoff
            Kickoff avec le CHSLD Les Jardins du Lac (privé conventionné, Magog). 142 employés : infirmières, infirmières auxiliaires, PAB. 3 quarts (jour, soir, nuit), 4 unités. La cheffe d'unité fait l'horaire de 28 jours à la main dans Excel, ça lui prend 3 jours par période, pis dès qu'il y a une absence tout est à refaire.
            Règles de la convention qu'on doit encoder : repos minimal de 12 h entre deux quarts, pas plus de 2 fins de semaine de suite, rotation équitable des fins de semaine, priorité à l'ancienneté pour les choix, disponibilités des temps partiels. Il y en a 37 en tout, certaines se contredisent si on les lit mot à mot.

            ### jeu. 19 - H1 : PLNE
            H1 = modèle en programmation linéaire en nombres entiers, complet (toutes les unités, 28 jours), solveur CBC. 1,2 million de variables binaires. Run arrêté à 120 min sans solution réalisable. Même pas une solution qui respecte la convention, on a rien à montrer.

            ## Octobre 2024

            ### mar. 1 - H2 : heuristique
            H2 = glouton (on remplit les quarts par ordre d'ancienneté) + recherche locale pour réparer. Rapide : 1,8 min pour H2. Mais 14 violations qui restent, surtout le repos de 12 h après un quart de soir suivi d'un jour. La recherche locale tourne en rond.

            ### mar. 15 - H3 : CP-SAT
            H3 = programmation par contraintes avec CP-SAT (OR-Tools), modèle complet. Zéro violation!! Mais H3 prend 47,5 min pour 28 jours. La cheffe d'unité veut pouvoir relancer pendant la réunion du matin, donc c'est trop long.

            > Offre d'emploi à publier (Marc-Antoine) : Développeur(se) full-stack, React + Python, poste permanent à Sherbrooke. Télétravail 3 jours par semaine, REER collectif, 4 semaines de vacances. Envoyer à rh@quartierlibre.example.

            ### mar. 22 - idée
            Pourquoi H3 est lent : les unités sont couplées seulement par l'équipe volante (les 12 employés qui flottent entre les unités). Idée : décomposition par unité, puis un 2e modèle qui place l'équipe volante sur les trous.

            ## Novembre 2024

            ### mar. 12 - H4 : décomposition
            H4 = CP-SAT + décomposition par unité + équipe volante en 2e étape. 6,7 min, zéro violation, écart max de 1 fin de semaine entre deux employés du même titre. Préférences respectées : H4 monte à 86 %.

            ### mar. 26 - H5 : warm start
            Replanification après une absence : H5 repart de l'horaire en cours (démarrage à chaud / warm start) et pénalise chaque changement. 12 s pour replanifier, 3 employés touchés en moyenne au lieu de 20+.

            ## Décembre 2024

            ### lun. 2 - essai en parallèle
            Essai sur 2 unités avec la cheffe d'unité, elle garde son Excel à côté pour comparer.

            ### lun. 16 - bilan
            Bilan avec le client, voir le rapport technique de Samuel. Le déploiement pis l'interface, c'est pour l'an prochain.
            """)),
        ("benchmarks_HQ-24.csv", text("""
            run;date;variante;methode;employes;horizon_jours;temps_calcul;violations;ecart_fds_max;preferences_pct;note
            1;2024-09-19;H1;PLNE complet (CBC);142;28;120 min (arrêt);-;-;-;aucune solution réalisable
            2;2024-10-01;H2;glouton + recherche locale;142;28;1,8 min;14;4;71;repos de 12 h non respecté
            3;2024-10-15;H3;CP-SAT modèle complet;142;28;47,5 min;0;2;83;trop lent
            4;2024-11-12;H4;CP-SAT + décomposition + équipe volante;142;28;6,7 min;0;1;86;RETENU
            5;2024-11-26;H5;H4 + démarrage à chaud (1 absence);142;1;12 s;0;1;85;replanification
            6;2024-12-02;H5;essai en parallèle (2 unités);68;14;11 s (moy. 9 replanifs);0;1;84;essai client
            """)),
        ("rapport_technique_HQ-24.docx", docx([
            ("title", "HQ-24 - Génération et replanification des horaires de quarts en soins"),
            ("p", "Logiciels Quartier Libre inc., Sherbrooke. Rapport technique rédigé par Samuel Côté, architecte "
                  "logiciel, à partir du journal d'Émilie Roy. Projet démarré le 10 septembre 2024."),
            ("h1", "1. Incertitude technologique"),
            ("p", "Les logiciels d'horaires sur le marché placent les quarts, mais la cheffe d'unité doit corriger "
                  "à la main toutes les violations de la convention collective. Les 37 règles (repos minimal de "
                  "12 h, rotation des fins de semaine, ancienneté, disponibilités) se combinent sur 142 employés, "
                  "3 quarts et 28 jours. Au départ on ne savait pas si un solveur pouvait trouver un horaire sans "
                  "aucune violation dans un délai utilisable, ni comment replanifier en quelques secondes sans "
                  "bouleverser l'horaire de tout le monde."),
            ("h1", "2. Objectifs"),
            ("b", "aucune violation de la convention collective dans l'horaire produit;"),
            ("b", "horaire de 28 jours généré en moins de 10 min sur un serveur ordinaire (8 cœurs);"),
            ("b", "replanification après une absence en moins de 30 s;"),
            ("b", "équité : écart maximal de 2 fins de semaine travaillées entre deux employés du même titre "
                  "d'emploi sur la période."),
            ("h1", "3. Travaux"),
            ("table", [
                ["Variante", "Méthode", "Temps de calcul", "Violations", "Préférences respectées"],
                ["H1", "PLNE complet (CBC)", "120 min, arrêt", "-", "-"],
                ["H2", "glouton + recherche locale", "1,8 min", "14", "71 %"],
                ["H3", "CP-SAT modèle complet", "47,5 min", "0", "83 %"],
                ["H4", "CP-SAT + décomposition par unité + équipe volante", "6,7 min", "0", "86 %"],
                ["H5", "H4 + démarrage à chaud", "12 s (replanification)", "0", "85 %"],
            ]),
            ("h1", "4. Ce qu'on a appris"),
            ("p", "H1 a montré que le modèle complet en PLNE est hors de portée (sans solution réalisable après "
                  "2 h). H2 est rapide, mais la recherche locale n'arrive pas à réparer les violations du repos de "
                  "12 h; une heuristique seule est exclue. La programmation par contraintes règle les violations, "
                  "et c'est la décomposition par unité (idée notée le 22 octobre) qui ramène le temps sous 10 min, "
                  "parce que seules les 12 personnes de l'équipe volante relient les unités. Le démarrage à chaud rend la "
                  "replanification quasi instantanée."),
            ("p", "Essai en parallèle du 2 au 13 décembre sur deux unités : aucune violation, la cheffe d'unité a "
                  "accepté 9 replanifications sur 9. Bilan présenté au client le 16 décembre."),
            ("h1", "5. Hors projet"),
            ("p", "L'interface web, l'export PDF des horaires et l'export vers le logiciel de paie sont du "
                  "développement courant."),
        ])),
        ("facture_NuageBoreal_F-77812.pdf", pdf([
            ("title", "Facture F-77812"),
            ("p", "NuageBoréal inc., Québec. Client : Logiciels Quartier Libre inc., Sherbrooke."),
            ("p", "Date de facturation : 1er novembre 2024. Période : novembre 2024."),
            ("table", [
                ["Description", "Qté", "Montant"],
                ["Hébergement infonuagique - forfait Pro (8 vCPU, 32 Go)", "1", "389,00 $"],
                ["Certificat SSL", "1", "12,00 $"],
                ["Stockage de sauvegarde 500 Go", "1", "25,00 $"],
            ]),
            ("p", "Total avant taxes : 426,00 $. Paiement par prélèvement automatique le 15 du mois."),
        ], header="NuageBoréal inc.", footer="F-77812")),
    ],
)

# ---------------------------------------------------------------------------
# C05 tofu au soya québécois : rendement et fermeté trop bas (transformateur, Saint-Hyacinthe), hiver 2025 - liste
#     de prix CSV en bruit; notes de production .txt (cibles là seulement; « Le 14 janvier », « mardi 21 janvier »,
#     « jeu. 23/01 », « 3 févr. », « du 14 février au 7 mars », « lundi 10 mars »); classeur XLSX (dates ISO);
#     rapport de labo PDF (« reçus le 21 janvier 2025 », « émis le 3 février 2025 »). Valeurs voisines :
#     1,92 / 2,05 / 2,14 / 2,21 / 2,38 kg; 352 / 395 / 418 / 441 / 472 g. Piège : le soya ontarien est la référence,
#     pas une variante.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_tofu_soya_quebecois_rendement_fermete",
        "question": "Bonjour, pouvez-vous rédiger les lignes 242, 244 et 246 de notre projet de tofu au soya québécois (TF-25), avec un registre daté? Vous avez les notes de production de Jean-Sébastien, le fichier des essais, le rapport d'Agri-Analyses et notre liste de prix aux distributeurs.",
        "facts": {
            "242": [["au moins 2,3 kg"], ["au moins 450 g"], ["au plus 4 %"], ["100 % québécois"]],
            "244": [["sulfate de calcium"], ["12 °Brix"], ["trempage à 12 °C"], ["pénétromètre"]],
            "246": [["2,38 kg"], ["472 g"], ["3,1 %"], ["goût crayeux"]],
        },
        "dates": ["2025-01-14", "2025-01-21", "2025-01-23", "2025-01-30", "2025-02-03", "2025-02-06",
                  "2025-02-13", "2025-02-14", "2025-03-10"],
        "noise": ["Tofu fumé à l'érable", "Boisson de soya non sucrée", "Escompte 2 % 10 jours"],
        "bindings": [
            {"value": "1,92 kg", "subject": "T1", "others": ["T2", "T3"]},
            {"value": "441 g", "subject": "T4", "others": ["T3", "T5"]},
            {"value": "2,05 kg", "subject": "T3", "others": ["T2", "T4"]},
        ],
    },
    [
        ("notes_production_TF-25.txt", text("""
            TF-25 - Tofu ferme au soya 100 % québécois - notes de production
            Tofu Rivière-Noire inc., Saint-Hyacinthe. Notes de Jean-Sébastien Poirier (production), pour Linh Tran (propriétaire).

            Le 14 janvier - départ
            On veut passer au soya 100 % québécois (contrat avec une coop de la Montérégie) au lieu du soya de l'Ontario. Problème : avec le soya d'ici, sur la même ligne et la même recette, on sort moins de tofu et il est mou, il s'effrite au tranchage. Le soya d'ici est plus pauvre en protéines, mais personne (ni la coop, ni notre fournisseur de coagulant) sait comment ajuster le caillage pour compenser. Les recettes qu'on trouve sont faites pour du soya à 40 % de protéines et plus.
            Objectifs fixés avec Linh :
            - rendement au moins 2,3 kg de tofu par kg de soya sec (avec l'Ontario on faisait 2,45 kg)
            - fermeté au moins 450 g au pénétromètre (force de rupture, sonde de 5 mm)
            - synérèse (eau dans l'emballage) au plus 4 % après 21 jours à 4 °C
            - garder le soya 100 % québécois, pas de mélange
            - pas de changement de goût (panel de 8 personnes)

            mardi 21 janvier
            Échantillons de soya (lot de la coop et dernier lot de l'Ontario) partis chez Agri-Analyses pour les protéines.

            jeu. 23/01 - T1 et T2
            T1 = recette actuelle avec le soya québécois : nigari 0,3 %, caillage à 80 °C, lait à 9 °Brix (eau 8:1), trempage 8 h à 20 °C. T1 : 1,92 kg par kg, 352 g. Mou.
            T2 = même chose mais sulfate de calcium 0,4 % au lieu du nigari. T2 : 2,14 kg, 418 g, plus ferme, mais le panel trouve un goût crayeux (5 sur 8). Le sulfate seul est exclu pour un tofu « nature ».

            Le 30 janvier - T3
            T3 = mélange nigari/sulfate 50/50, caillage à 75 °C. T3 : 2,05 kg, 395 g, caillé granuleux qui se tient mal dans le moule. Le goût est correct.

            3 févr. - rapport du labo
            Le soya québécois a 36,9 % de protéines contre 41,3 % pour l'Ontario, et moins de glycinine (11S). Ça explique le tofu mou : moins de protéines dans le lait. Idée : faire un lait plus concentré.

            Jeudi 6 février - T4
            T4 = T3 avec un lait à 12 °Brix (eau 6,5:1 au lieu de 8:1). T4 : 2,21 kg et 441 g. Presque. On perd plus d'okara qu'on pensait (le broyage extrait moins bien).

            Jeudi 13 février - T5
            T5 = T4 + trempage à 12 °C pendant 14 h (au lieu de 8 h à 20 °C), trempé la veille au soir dans la chambre froide. Le grain gonfle mieux et le broyage extrait plus de protéines. T5 : 2,38 kg, 472 g. Le panel voit pas de différence avec le tofu de l'Ontario.

            Synérèse de T5 : 30 paquets en chambre froide du 14 février au 7 mars (21 jours). Résultat : 3,1 % d'eau dans l'emballage, T4 était à 4,2 %.

            lundi 10 mars - décision
            On passe T5 en production. Le nouvel emballage avec le logo « Soya d'ici » pis la fiche pour les épiciers, c'est Linh qui s'en occupe, c'est pas du projet.
            """)),
        ("essais_TF-25.xlsx", xlsx([
            ("Essais", [
                ["essai", "date", "coagulant", "T_caillage_C", "Brix_lait", "trempage", "rendement_kg_par_kg",
                 "fermete_g", "synerese_21j_pct", "panel"],
                ["T1", D("2025-01-23"), "nigari 0,3 %", 80, 9, "8 h à 20 °C", 1.92, 352, 6.8, "ok"],
                ["T2", D("2025-01-23"), "sulfate de calcium 0,4 %", 80, 9, "8 h à 20 °C", 2.14, 418, 4.6,
                 "crayeux 5/8"],
                ["T3", D("2025-01-30"), "nigari/sulfate 50/50", 75, 9, "8 h à 20 °C", 2.05, 395, 5.2,
                 "caillé granuleux"],
                ["T4", D("2025-02-06"), "nigari/sulfate 50/50", 75, 12, "8 h à 20 °C", 2.21, 441, 4.2, "ok"],
                ["T5", D("2025-02-13"), "nigari/sulfate 50/50", 75, 12, "14 h à 12 °C", 2.38, 472, 3.1,
                 "ok - RETENU"],
            ]),
            ("Référence Ontario", [
                ["source", "rendement_kg_par_kg", "fermete_g", "remarque"],
                ["soya Ontario (recette actuelle)", 2.45, 480, "moyenne de production 2024, pas un essai"],
            ]),
        ])),
        ("rapport_Agri-Analyses_AA-25-0332.pdf", pdf([
            ("title", "Certificat d'analyse AA-25-0332"),
            ("p", "Client : Tofu Rivière-Noire inc., Saint-Hyacinthe. Échantillons reçus le 21 janvier 2025. "
                  "Rapport émis le 3 février 2025."),
            ("h1", "Méthodes"),
            ("p", "Protéines brutes par combustion (Dumas), N x 6,25, base sèche. Fractions 11S et 7S par "
                  "électrophorèse SDS-PAGE et densitométrie. Humidité à l'étuve."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Humidité", "Protéines (b.s.)", "Rapport 11S/7S", "Huile (b.s.)"],
                ["Soya Montérégie, lot Q-117", "12,4 %", "36,9 %", "1,4", "21,8 %"],
                ["Soya Ontario, lot ON-2209", "11,9 %", "41,3 %", "2,1", "19,6 %"],
            ]),
            ("p", "Le lot Q-117 présente une teneur en protéines et une proportion de glycinine (11S) plus faibles "
                  "que le lot de référence."),
            ("small", "Les résultats ne se rapportent qu'aux échantillons soumis."),
        ], header="Agri-Analyses - laboratoire accrédité, Saint-Hyacinthe", footer="AA-25-0332")),
        ("liste_prix_distributeurs_2025.csv", text("""
            produit;format;prix_distributeur;prix_detail_suggere;unites_par_caisse
            Tofu ferme nature;454 g;2,85 $;4,49 $;12
            Tofu extra-ferme;454 g;2,99 $;4,79 $;12
            Tofu fumé à l'érable;350 g;3,40 $;5,29 $;12
            Boisson de soya non sucrée;1,89 L;2,60 $;3,99 $;6
            Conditions;Escompte 2 % 10 jours, net 30;Prix en vigueur le 1er avril 2025;;
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C06 patins de traîneau à chiens qui collent et freinent au grand froid (atelier, Baie-Saint-Paul), hiver
#     2024-2025 - facture de plastiques PDF en bruit ET une note RH cachée entre deux rapports hebdomadaires DOCX;
#     rapports (« semaine du 2 décembre », items « jeu. 12/12 », « jeudi 5 décembre », essai « du 3 au 7
#     février »); CSV d'essais (; et virgule décimale, dates jj/mm/aaaa). Valeurs voisines : 0,078 / 0,061 /
#     0,056 / 0,049 / 0,041. Piège : à -18 °C tout glisse bien; la facture achète le même plastique.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_patins_traineau_chiens_glisse_grand_froid",
        "question": "Salut! Peux-tu nous préparer les lignes 242, 244 et 246 pour le projet des semelles de patins de traîneau (TC-24), pis un registre daté? Je t'envoie les rapports hebdomadaires de Félix, le fichier des essais de glisse et la facture de Plastiques Laurentides.",
        "facts": {
            "242": [["au plus 0,05"], ["au plus 0,3 mm"], ["au plus 45 $"], ["aucun collage"]],
            "244": [["chargé de graphite"], ["structure croisée"], ["plan incliné"], ["traîneau instrumenté"]],
            "246": [["0,041"], ["0,22 mm"], ["structure colmatée"], ["fart usé"]],
        },
        "dates": ["2024-12-02", "2024-12-05", "2024-12-12", "2025-01-09", "2025-01-16", "2025-01-21",
                  "2025-02-03", "2025-02-14"],
        "noise": ["formation SIMDUT", "party de Noël", "Frais de livraison Charlevoix", "net 30 jours"],
        "bindings": [
            {"value": "0,056", "subject": "K2", "others": ["K1", "K3"]},
            {"value": "0,061", "subject": "K3", "others": ["K2", "K4"]},
            {"value": "0,078", "subject": "K1", "others": ["K2", "K3"]},
        ],
    },
    [
        ("rapports_hebdomadaires_TC-24.docx", docx([
            ("title", "TC-24 - Semelles de patins pour traîneau à chiens au grand froid"),
            ("p", "Atelier Nordet, Baie-Saint-Paul. Rapports hebdomadaires de Félix Tremblay-Simard (technicien) à "
                  "Hugo Lavoie (propriétaire). Essais terrain avec Valérie Dufour, meneuse de chiens."),
            ("h1", "Problème et objectifs"),
            ("p", "Les semelles de patins en UHMW qu'on pose sur nos traîneaux glissent bien autour de -15 °C, mais "
                  "sous -25 °C, sur la neige fine et sèche des longues courses, elles « accrochent » : les chiens "
                  "tirent beaucoup plus fort, le traîneau colle après un arrêt et les semelles s'usent vite. Les "
                  "mushers essaient toutes sortes de farts sans savoir ce qui marche. Les données sur la glisse au "
                  "grand froid viennent du ski de fond (semelles frittées, structures), mais un patin de traîneau "
                  "porte 100 kg sur 2 patins étroits, sur des centaines de kilomètres, et on ne savait pas si ces "
                  "solutions tiennent dans ces conditions."),
            ("p", "Objectifs : coefficient de frottement au plus 0,05 sur neige à -30 °C (on mesure 0,07-0,08 avec "
                  "l'UHMW standard); usure au plus 0,3 mm par 100 km; aucun collage au départ après un arrêt de "
                  "10 min; coût des semelles au plus 45 $ la paire."),
            ("h1", "Rapport hebdomadaire n° 1 - semaine du 2 décembre"),
            ("b", "lun. 02/12 : départ. Variantes prévues : K1 UHMW standard (témoin), K2 UHMW chargé de graphite "
                  "(conduit mieux la chaleur et l'électricité statique), K3 UHMW fritté avec une structure en "
                  "lignes gravée comme une semelle de ski, K4 = K3 + fart hydrocarbure pour grand froid."),
            ("b", "jeudi 5 décembre : plan incliné construit derrière l'atelier (rampe de 6 m recouverte de neige, "
                  "angle réglable) : on mesure l'angle où un patin chargé de 25 kg part tout seul. Montage du "
                  "traîneau instrumenté (dynamomètre entre le traîneau et un VTT qui tire à 12 km/h)."),
            ("h1", "Rapport hebdomadaire n° 2 - semaine 50"),
            ("b", "jeu. 12/12 : série 1 à -18 °C avec K1 et K2 : 0,045 et 0,043. À cette température, tout glisse "
                  "bien; il faudra attendre le vrai froid."),
            ("h2", "Note RH"),
            ("p", "Rappel à toute l'équipe : la formation SIMDUT est obligatoire avant de manipuler les solvants de "
                  "l'atelier. Le party de Noël aura lieu le samedi 14 décembre au Bistro du Quai; conjoints "
                  "bienvenus. Les feuilles de temps des Fêtes sont à remettre à Sylvie."),
            ("h1", "Rapport hebdomadaire n° 3 - semaine 2"),
            ("b", "jeu. 09/01 : série 2 à -27 °C avec K3 et K4. K3 : 0,052, et on voit de la neige fine prise dans "
                  "les lignes. K4 part très bien (0,038) mais après 15 km au traîneau instrumenté on remonte à "
                  "0,066 : fart usé, il ne tient pas sur la neige abrasive."),
            ("h1", "Rapport hebdomadaire n° 4 - semaine 3"),
            ("b", "jeu. 16/01 : K5 usiné = UHMW chargé de graphite + structure croisée, plus profonde, qui se vide "
                  "toute seule. Mesure des semelles neuves au profilomètre pour suivre l'usure."),
            ("b", "mar. 21/01 : série 3 à -33 °C, toutes les variantes. K1 à 0,078 et il colle après l'arrêt de "
                  "10 min. K2 donne 0,056. K3 monte à 0,061 : structure colmatée, les lignes se remplissent de "
                  "cristaux. K4 à 0,049 au départ, le fart usé après 15 km comme en série 2. K5 : 0,041 et "
                  "aucun collage au départ."),
            ("h1", "Rapport hebdomadaire n° 5 - semaine 6"),
            ("b", "Essai terrain du 3 au 7 février avec Valérie : 100 km en 5 jours dans les sentiers de "
                  "Charlevoix, -22 à -29 °C, un patin K1 et un patin K5 sur le même traîneau. Usure au "
                  "profilomètre : K1 0,41 mm, K5 0,22 mm. Valérie trouve que le traîneau « part tout seul »."),
            ("h1", "Rapport hebdomadaire n° 6 - semaine 7"),
            ("b", "ven. 14/02 : bilan avec Hugo. K5 atteint les objectifs : 0,041 à -33 °C, 0,22 mm aux 100 km "
                  "(profil de référence pris le 16 janvier), aucun collage, 39 $ la paire. Ce qu'on a exclu : la structure en lignes (colmatée au grand "
                  "froid) et le fart seul (usé en 15 km). K3 coûtait aussi 52 $ la paire à cause du frittage. "
                  "Le bilan du 14 février est envoyé à Valérie."),
            ("b", "Hors projet : la peinture des traîneaux et le nouveau modèle de panier en frêne."),
        ])),
        ("essais_glisse_TC-24.csv", text("""
            date;serie;variante;semelle;T_neige_C;coef_frottement;usure_mm_100km;remarque
            12/12/2024;1;K1;UHMW standard;-18;0,045;;
            12/12/2024;1;K2;UHMW chargé de graphite;-18;0,043;;
            09/01/2025;2;K3;UHMW fritté structure en lignes;-27;0,052;;neige fine dans les lignes
            09/01/2025;2;K4;K3 + fart hydrocarbure froid;-27;0,038 (0,066 après 15 km);;fart usé après 15 km
            21/01/2025;3;K1;UHMW standard;-33;0,078;;colle après arrêt de 10 min
            21/01/2025;3;K2;UHMW chargé de graphite;-33;0,056;;
            21/01/2025;3;K3;UHMW fritté structure en lignes;-33;0,061;;structure colmatée
            21/01/2025;3;K4;K3 + fart hydrocarbure froid;-33;0,049 (0,070 après 15 km);;fart usé
            21/01/2025;3;K5;graphite + structure croisée;-33;0,041;;aucun collage
            03/02/2025;terrain;K1;UHMW standard;-22 à -29;;0,41;100 km
            03/02/2025;terrain;K5;graphite + structure croisée;-22 à -29;;0,22;100 km - RETENU
            """)),
        ("facture_Plastiques_Laurentides_F-5531.pdf", pdf([
            ("title", "Facture F-5531"),
            ("p", "Plastiques Laurentides inc., Saint-Jérôme. Vendu à : Atelier Nordet, Baie-Saint-Paul. "
                  "Date : 28 novembre 2024."),
            ("table", [
                ["Article", "Qté", "Prix", "Total"],
                ["Feuille UHMW noire 1/4 po, 4 x 8 pi", "2", "212,00 $", "424,00 $"],
                ["Feuille UHMW avec graphite 1/4 po, 4 x 8 pi", "1", "268,00 $", "268,00 $"],
                ["Frais de livraison Charlevoix", "1", "45,00 $", "45,00 $"],
            ]),
            ("p", "Total avant taxes : 737,00 $. Modalités : net 30 jours. Merci de votre confiance!"),
        ], header="Plastiques Laurentides inc.", footer="F-5531")),
    ],
)

# ---------------------------------------------------------------------------
# C07 baume à lèvres au sapin baumier qui devient granuleux après le transport d'hiver (cosmétiques,
#     Rivière-du-Loup), automne 2024 - question en anglais; texte promotionnel DOCX en bruit; courriels .txt
#     (cibles là seulement; « mardi 17 septembre 2024 », « le 24 septembre »); classeur XLSX (dates ISO); rapport
#     de labo PDF (« reçus le 23 octobre 2024 », « émis le 5 novembre 2024 »). Valeurs voisines : 85 / 40 / 22 µm;
#     57 / 58 / 52 °C. Piège : le beurre de mangue marche contre les grains mais il est rejeté.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_baume_levres_sapin_baumier_granuleux",
        "question": "Hello, we need lines 242, 244 and 246 for our lip balm project (BL-24) and a dated log of the work. The records are in French: Geneviève's e-mails with our chemist, the batch workbook, the lab report and our winter promo text.",
        "language": "en",
        "facts": {
            "242": [["5 cycles"], ["au moins 55 °C"], ["aucune exsudation"], ["au plus 0,35 $"]],
            "244": [["karité tempéré", "tempering"], ["cire de candelilla"], ["lumière polarisée"],
                    ["beurre de mangue"]],
            "246": [["58 °C"], ["0,31 $"], ["fissures dans le bâton"], ["odeur de mangue"]],
        },
        "dates": ["2024-09-17", "2024-09-19", "2024-09-24", "2024-10-08", "2024-10-21", "2024-10-23",
                  "2024-11-05", "2024-11-12"],
        "noise": ["Coffret Douceur boréale", "Nouveau format 15 g", "Points Fidélité doublés"],
        "bindings": [
            {"value": "85 µm", "subject": "V1", "others": ["V2", "V3"]},
            {"value": "40 µm", "subject": "V2", "others": ["V1", "V3"]},
            {"value": "22 µm", "subject": "V3", "others": ["V2", "V4"]},
        ],
    },
    [
        ("courriels_BL-24.txt", text("""
            De : Geneviève Ouellet <genevieve@sapiniere.example>
            À : Olivier Bérubé, chimiste <olivier@formulab-conseil.example>
            Date : mardi 17 septembre 2024 10:12
            Objet : Baume au sapin - grains

            Bonjour Olivier,

            Notre baume à lèvres au sapin baumier (karité 30 %, cire d'abeille 25 %, huile de tournesol, huile essentielle de sapin) devient granuleux chez les clients : des petits grains qui fondent sur les lèvres. Ça arrive surtout l'hiver, après le transport en camion (les boîtes gèlent à -20 °C et dégèlent au magasin), et l'été il « sue » dans les autos. On a perdu une chaîne de pharmacies à cause de ça.

            On voudrait :
            - aucun grain visible ni au toucher après 5 cycles -20 °C / 25 °C (12 h / 12 h);
            - point de fusion au moins 55 °C, pour que le bâton tienne dans une auto l'été;
            - aucune exsudation après 4 semaines à 40 °C;
            - garder des ingrédients naturels (pas de stabilisant de synthèse) et un coût au plus 0,35 $ par tube.

            Ce qu'on trouve en ligne contredit tout : les uns disent de chauffer le karité longtemps, les autres de le refroidir vite. Personne ne parle d'un baume qui passe d'un gel à -20 °C à une auto à 40 °C.

            Geneviève Ouellet
            Fondatrice, Cosmétiques Sapinière inc.

            ----------------------------------------------------------------------
            De : Olivier Bérubé, chimiste
            Date : jeudi 19 septembre 2024 16:45
            Objet : RE: Baume au sapin - grains

            Bonjour Geneviève,

            Le beurre de karité cristallise sous plusieurs formes; les cycles de gel-dégel laissent ses cristaux grossir lentement, ce sont vos grains. Pistes, dans l'ordre :
            1) karité tempéré : le tenir fondu à 80 °C pendant 20 min pour effacer les germes de cristaux avant de mélanger (tempering, comme le chocolat mais à l'envers);
            2) refroidir les tubes vite après la coulée pour avoir des cristaux fins dès le départ;
            3) ajouter un peu de cire de candelilla, qui fige le réseau et monte le point de fusion;
            4) en dernier recours, remplacer une partie du karité par du beurre de mangue, qui cristallise moins.

            Pour voir les grains avant qu'on les sente, un microscope en lumière polarisée : les cristaux brillent sur fond noir et on peut les mesurer.

            Olivier

            ----------------------------------------------------------------------
            De : Geneviève Ouellet
            À : Olivier Bérubé, chimiste
            Date : lundi 21 octobre 2024 09:30
            Objet : RE: Baume au sapin - résultats des cycles

            Bonjour Olivier,

            Les lots sont dans le classeur. V1 à V3 faits le 24 septembre, V4 et V5 le 8 octobre, 5 cycles chacun, taille des grains au microscope en lumière polarisée (un stagiaire du cégep nous l'a prêté) :
            - V1 (recette actuelle) : grains de 85 µm dès le 2e cycle.
            - V2 (karité tempéré) : mieux, V2 reste à 40 µm, mais les grains reviennent au 3e cycle. Le tempering seul ne suffit pas.
            - V3 (V1 refroidi dans le tunnel à -10 °C) : grains fins de 22 µm pour V3, mais des fissures dans le bâton et il décolle du tube. Trop brutal.
            - V4 (karité tempéré + refroidissement à 5 °C + 3 % de cire de candelilla) : aucun grain après 5 cycles.
            - V5 (moitié du karité remplacée par du beurre de mangue) : pas de grain non plus, mais l'odeur de mangue cache le sapin et le bâton est mou.

            J'envoie V1, V4 et V5 au labo pour le point de fusion. V4 est aussi à l'étuve à 40 °C depuis le 8 octobre.

            Geneviève

            ----------------------------------------------------------------------
            De : Geneviève Ouellet
            À : Olivier Bérubé, chimiste
            Date : mardi 12 novembre 2024 14:05
            Objet : RE: Baume au sapin - labo et étuve

            Le rapport du labo émis le 5 novembre est arrivé : V4 fond à 58 °C, V5 à 52 °C seulement, ce qui confirme qu'on oublie le beurre de mangue. V4 n'a pas sué du tout après 4 semaines à l'étuve à 40 °C. Coût de V4 : 0,31 $ par tube (la candelilla ajoute 0,02 $). On passe V4 en production pour l'hiver.

            Le nouveau coffret et le texte pour le site, c'est notre agence qui s'en occupe.

            Geneviève
            """)),
        ("lots_baume_BL-24.xlsx", xlsx([
            ("Lots", [
                ["lot", "date_fabrication", "karite_pct", "cire_abeille_pct", "candelilla_pct", "mangue_pct",
                 "traitement_karite", "refroidissement", "cout_par_tube"],
                ["V1", D("2024-09-24"), 30, 25, 0, 0, "aucun", "air ambiant", 0.29],
                ["V2", D("2024-09-24"), 30, 25, 0, 0, "tempéré 80 °C 20 min", "air ambiant", 0.29],
                ["V3", D("2024-09-24"), 30, 25, 0, 0, "aucun", "tunnel -10 °C", 0.29],
                ["V4", D("2024-10-08"), 30, 22, 3, 0, "tempéré 80 °C 20 min", "tunnel 5 °C", 0.31],
                ["V5", D("2024-10-08"), 15, 25, 0, 15, "aucun", "air ambiant", 0.33],
            ]),
            ("Cycles -20 à 25 °C", [
                ["lot", "grains_cycle1_um", "grains_cycle2_um", "grains_cycle3_um", "grains_cycle5_um",
                 "remarque"],
                ["V1", 0, 60, 75, 85, ""],
                ["V2", 0, 0, 25, 40, "grains au 3e cycle"],
                ["V3", 0, 12, 18, 22, "fissures, décolle du tube"],
                ["V4", 0, 0, 0, 0, "RETENU"],
                ["V5", 0, 0, 0, 0, "odeur, bâton mou"],
            ]),
        ])),
        ("rapport_Cosmetolab_CL-24-0917.pdf", pdf([
            ("title", "Rapport d'essai CL-24-0917"),
            ("p", "Comportement thermique de baumes à lèvres (calorimétrie différentielle, DSC)"),
            ("p", "Client : Cosmétiques Sapinière inc., Rivière-du-Loup. Échantillons reçus le 23 octobre 2024 "
                  "(lots V1, V4, V5). Rapport émis le 5 novembre 2024."),
            ("h1", "Méthode"),
            ("p", "DSC de -30 °C à 90 °C à 5 °C/min, sous azote, 3 répétitions. Point de fusion pris au maximum du "
                  "dernier pic endothermique."),
            ("table", [
                ["Lot", "Point de fusion", "Début de fusion", "Pics de fusion du karité"],
                ["V1", "57 °C", "31 °C", "2 (forme instable présente)"],
                ["V4", "58 °C", "34 °C", "1"],
                ["V5", "52 °C", "28 °C", "1"],
            ]),
            ("p", "Le lot V1 montre un pic secondaire associé à une forme cristalline instable du beurre de karité, "
                  "absent des lots V4 et V5."),
            ("small", "Ce rapport ne peut être reproduit qu'en entier."),
        ], header="Cosmétolab - Québec", footer="CL-24-0917")),
        ("texte_promo_baumes_hiver_2025.docx", docx([
            ("title", "Nos baumes pour l'hiver"),
            ("p", "Le froid arrive? Nos baumes à lèvres au sapin baumier, faits à Rivière-du-Loup, protègent vos "
                  "lèvres de la motoneige au ski de fond."),
            ("b", "Coffret Douceur boréale : 3 baumes (sapin, thé du Labrador, camerise) dans une boîte en bois."),
            ("b", "Nouveau format 15 g pour le sac à dos."),
            ("b", "Points Fidélité doublés en décembre dans notre boutique en ligne."),
            ("p", "Offrez-les en cadeau!"),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 ventilation d'hiver de poulailler : ammoniac contre propane (équipementier agricole, Beauce), hiver
#     2024-2025 - infolettre .txt en bruit ET une note de service cachée dans le carnet .md; carnet sous en-têtes
#     de mois (« ### mer. 20 » sous « ## Novembre 2024 », un « ### jeudi 12 décembre »; cibles là seulement);
#     classeur XLSX des bandes (dates ISO); rapports hebdomadaires PDF (« semaine du 6 janvier 2025 », « lun.
#     17/02 », « jeudi 6 mars », « le 24 mars »). Valeurs voisines : 32 / 24 / 22 / 14 ppm; 41 / 37 / 36 / 31 %.
#     Piège : le poulailler 1 est le témoin de chaque bande, pas une variante nouvelle.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_ventilation_poulailler_ammoniac_hiver",
        "question": "Bonjour, j'aurais besoin des lignes 242, 244 et 246 pour notre projet de ventilation d'hiver en poulailler (VP-24), avec un registre daté des travaux. Ci-joints : le carnet de Steve, le classeur des bandes, les rapports hebdomadaires envoyés à la ferme et l'infolettre des éleveurs.",
        "facts": {
            "242": [["au plus 20 ppm"], ["au moins 15 %"], ["au plus 35 %"], ["jusqu'à -25 °C"]],
            "244": [["capteur électrochimique"], ["échangeur à plaques"], ["diode laser"],
                    ["dégivrage par air chaud"]],
            "246": [["14 ppm"], ["18 % de propane"], ["litière à 31 %"], ["dérive du capteur"]],
        },
        "dates": ["2024-11-20", "2024-11-25", "2024-12-12", "2025-01-06", "2025-01-21", "2025-02-17",
                  "2025-03-06", "2025-03-24"],
        "noise": ["assurance collective", "Congrès avicole", "Tirage d'une génératrice", "cotisation 2025"],
        "bindings": [
            {"value": "32 ppm", "subject": "E1", "others": ["E2", "E3"]},
            {"value": "24 ppm", "subject": "E2", "others": ["E1", "E3"]},
            {"value": "22 ppm", "subject": "E3", "others": ["E2", "E4"]},
        ],
    },
    [
        ("carnet_poulailler_VP-24.md", text("""
            # Carnet VP-24 - ventilation d'hiver, Ferme avicole Poulin
            Équipements Avicoles Beauce inc., Saint-Georges. Notes de Steve Veilleux (technicien), à la ferme de Saint-Benoît-Labre.

            Le problème : l'hiver, les éleveurs coupent la ventilation pour sauver du propane. L'ammoniac monte, la litière devient mouillée, les poulets ont des brûlures aux pattes pis aux yeux. Si on ventile assez, la facture de propane explose. Les contrôleurs du marché ventilent à la minuterie ou sur l'humidité, pas sur l'ammoniac, parce que les capteurs de NH3 tiennent pas dans la poussière pis l'humidité d'un poulailler. Les échangeurs d'air qui récupèrent la chaleur, eux, se bouchent de poussière pis de givre. On sait pas si on peut faire marcher les deux ensemble à -25 °C.

            Cibles (entente avec Denis Poulin) :
            - ammoniac au plus 20 ppm en moyenne sur la bande, à hauteur des oiseaux
            - économie de propane au moins 15 % par rapport au poulailler témoin
            - humidité de la litière au plus 35 % à la sortie
            - échangeur qui fonctionne sans se boucher jusqu'à -25 °C

            Set-up : 2 poulaillers pareils, 18 000 poulets par bande de 35 jours. Poulailler 1 = E1, témoin (ventilation minimale à la minuterie, comme avant), toutes les bandes. Poulailler 2 = les variantes. Analyseur photoacoustique loué comme référence pour le NH3.

            ## Novembre 2024

            ### mer. 20 - installation E2
            E2 dans le poulailler 2 : régulation de la ventilation sur 2 capteurs de NH3 de type capteur électrochimique, consigne 18 ppm.

            > Note de service (Chantal, bureau) : l'assurance collective change de fournisseur au 1er janvier, les cartes vont arriver par la poste. Rappel : les comptes de dépenses de novembre avant le 5.

            ### lun. 25 - bande 1
            Entrée des poussins. Tout marche, le contrôleur ajuste la ventilation aux 5 min.

            ## Décembre 2024

            ### jeudi 12 décembre - le capteur dérive
            Check avec l'analyseur : les capteurs lisent 9 ppm de moins que la réalité. Dérive du capteur en 3 semaines, l'électrochimique s'empoisonne à rester dans l'ammoniac pis l'humidité. Donc E2 ventilait pas assez : en vrai E2 est à 24 ppm de moyenne sur la bande 1. On oublie l'électrochimique pour réguler.

            ## Janvier 2025

            ### lun. 6 - bande 2, E3
            E3 = même régulation (capteurs recalibrés chaque semaine avec l'analyseur, en attendant mieux) + échangeur à plaques récupérateur de chaleur sur l'entrée d'air.

            ### mar. 21 - échangeur bouché
            -29 °C la nuit. Échangeur à plaques colmaté : poussière collée sur le givre dans les plaques, débit d'air tombé de 60 %. L'ammoniac a monté, E3 finit la bande à 22 ppm. Pas de dégivrage possible sur ce modèle.

            ## Février 2025

            ### lun. 17 - bande 3, E4
            E4 = capteur NH3 à diode laser (mesure optique, pas de contact avec le gaz) + échangeur à tubes avec dégivrage par air chaud aux 2 h et lavage automatique le soir.

            ## Mars 2025

            ### lun. 24 - sortie bande 3
            E4 : 14 ppm de moyenne, 18 % de propane en moins que le poulailler 1, litière à 31 % d'humidité à la sortie. Le plus froid de la bande : -27 °C, pas de bouchon. Voir les rapports hebdomadaires pour le détail.
            """)),
        ("donnees_bandes_VP-24.xlsx", xlsx([
            ("Bandes", [
                ["bande", "poulailler", "variante", "date_entree", "jours", "NH3_moy_ppm", "propane_L",
                 "economie_propane_pct", "humidite_litiere_pct"],
                ["B1", "P1", "E1 témoin", D("2024-11-25"), 35, 32, 6200, 0, 41],
                ["B1", "P2", "E2 capteur électrochimique", D("2024-11-25"), 35, 24, 5640, 9, 37],
                ["B2", "P1", "E1 témoin", D("2025-01-06"), 35, 33, 9800, 0, 42],
                ["B2", "P2", "E3 électrochimique + échangeur à plaques", D("2025-01-06"), 35, 22, 7740, 21, 36],
                ["B3", "P1", "E1 témoin", D("2025-02-17"), 35, 31, 5900, 0, 40],
                ["B3", "P2", "E4 diode laser + échangeur à tubes dégivré", D("2025-02-17"), 35, 14, 4840, 18, 31],
            ]),
        ])),
        ("rapports_hebdomadaires_VP-24.pdf", pdf([
            ("title", "VP-24 - Rapports hebdomadaires à la Ferme avicole Poulin"),
            ("p", "Équipements Avicoles Beauce inc. Projet commencé le 20 novembre 2024 (installation dans le "
                  "poulailler 2). Résumés envoyés chaque semaine à Denis Poulin; compilés ici pour les bandes 2 et "
                  "3. E1 = poulailler 1, témoin."),
            ("h1", "Rapport hebdomadaire - semaine du 6 janvier 2025"),
            ("b", "lun. 06/01 : entrée de la bande 2. E3 en service : régulation sur le NH3 + échangeur à plaques."),
            ("b", "Rappel bande 1 : E1 (témoin) à 32 ppm en moyenne, E2 à 24 ppm une fois corrigé de la dérive."),
            ("h1", "Rapport hebdomadaire - semaine 4"),
            ("b", "mardi 21 janvier : nuit à -29 °C, l'échangeur à plaques s'est colmaté (givre + poussière), "
                  "débit réduit de 60 %. Nettoyage à la main le matin. L'échangeur à plaques sans dégivrage est "
                  "exclu pour nos hivers."),
            ("h1", "Rapport hebdomadaire - semaine du 17 février"),
            ("b", "Bilan bande 2 : E3 finit à 22 ppm (au-dessus de la cible), avec 21 % d'économie de propane. "
                  "E1 à 33 ppm."),
            ("b", "lun. 17/02 : entrée de la bande 3 avec E4 : capteur à diode laser, échangeur à tubes, dégivrage "
                  "par air chaud aux 2 h, lavage automatique."),
            ("h1", "Rapport hebdomadaire - semaine 10"),
            ("b", "jeudi 6 mars : comparaison du capteur à diode laser avec l'analyseur après 17 jours : écart de "
                  "moins de 1 ppm, pas de dérive. Échangeur propre à l'inspection."),
            ("h1", "Rapport hebdomadaire - semaine 13"),
            ("b", "lun. 24/03 : sortie des oiseaux le 24 mars. E4 : 14 ppm en moyenne, 18 % de propane en moins que "
                  "le poulailler 1 (E1 à 31 ppm), litière à 31 % d'humidité. Les quatre cibles sont atteintes "
                  "sur cette bande; il faudra le confirmer sur un hiver complet."),
            ("b", "Hors projet : le remplacement des abreuvoirs et la nouvelle génératrice de la ferme."),
        ], header="Équipements Avicoles Beauce inc. - VP-24", footer="Document interne et client")),
        ("infolettre_Eleveurs_volailles_Beauce_hiver_2025.txt", text("""
            INFOLETTRE - Éleveurs de volailles de la Beauce - Hiver 2025

            Congrès avicole : inscrivez-vous avant la fin janvier, tarif réduit pour les membres.
            Tirage d'une génératrice parmi les membres en règle!
            Rappel : la cotisation 2025 est payable avant le 31 mars.
            Formation sur la biosécurité offerte en ligne, gratuite.
            """)),
    ],
)

write_cases()
print(f"{len(CASES)} cases written")
