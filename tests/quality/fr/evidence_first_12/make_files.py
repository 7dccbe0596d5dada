#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the twelfth first-contact set (fr/evidence_first_12).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_11:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Quebec firms, 2024-2025 projects, in industries not used by the earlier French sets: tourtière
surgelée dont la croûte reste croustillante au micro-ondes (pâtisserie industrielle, Beauce), capteur d'humidité
des balles rondes de foin dans la presse (électronique agricole, Bas-Saint-Laurent), mortier de chaux pour le
rejointoiement de maçonnerie ancienne avant l'hiver (maçonnerie patrimoniale, Québec), canot en composite de lin
et résine biosourcée (fabricant de canots, Mauricie), cintrage à la vapeur de l'érable à sucre pour dossiers de
chaises (meubles, Victoriaville), savon au lait de chèvre qui ne rancit pas (savonnerie artisanale, Cantons-de-
l'Est), réparation des bâtons de hockey en composite (atelier de réparation, Laval), séchage du houblon sans perte
d'huiles essentielles (houblonnière, Lanaudière).

Two questions are in English (records stay in French; "language" is the language of the records, "fr", as in the
sibling sets). Each case has 2 to 5 files of mixed formats written the way Quebec firms write: cahiers de labo et
d'atelier (.txt, abréviations, anglicismes), journaux de dev (.md, en-têtes de mois et entrées « mar. 11 »),
journal de séchage (.txt, en-têtes « AOÛT 2024 » et entrées « ven. 23 »), rapports DOCX (styles Heading;
listes, tableaux), rapports de labos externes PDF (reportlab, en-tête et pied de page, résultats dans un tableau),
classeurs XLSX (résultats dans une deuxième feuille), CSV (point-virgule, virgule décimale), fils de courriels.
Dates in many French forms: « 13 janvier 2025 », « le 20 janvier », « 27/01/2025 », « semaine du 3 février »,
« jeu. 13/02 », « lundi 27 mai », « mar. 11 » under « ## Juin 2024 », periods « du 24 au 28 février » (one entry,
listed by its FIRST day only), ISO dates, e-mail headers (« Date : mar. 14 janv. 2025 09:12 »).

Hard-but-fair features: targets stated with numbers only in a cahier, a plan or an e-mail; several coded variants
with close values (bindings: the value belongs to its subject, never to the others); failed variants that ruled
something out; results only in a PDF table or in the second sheet of a workbook. Noise: facture, plan marketing,
soumission, procès-verbal de CA, note RH, grille tarifaire, liste de prix - whole noise files, or a forwarded
section at the end of a record e-mail thread (see NOISE in verify.py). XLSX cells whose text is a fact or a
binding value are typed as text (« 6,8 sur 9 »); plain numeric cells (units in the header) never carry one.
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
    c = {"name": meta["name"], "question": meta["question"], "language": "fr",
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()


# === CASES ===
# ---------------------------------------------------------------------------
# C01 tourtière individuelle surgelée dont le fond reste croustillant au micro-ondes (pâtisserie industrielle,
#     Saint-Georges de Beauce), hiver 2025 - facture d'emballages PDF en bruit (nommée dans la question); cahier de
#     labo .txt (cibles seulement là; « 13 janvier 2025 », « le 20 janvier », « 27/01/2025 », « semaine du 3
#     février », « jeu. 13/02 », « du 24 au 28 février » = une entrée, le 24, « 10 mars 2025 », « 31 mars 2025 »);
#     classeur XLSX (recettes dans « fabrication », résultats seulement dans « cuisson »); rapport de labo PDF
#     (« reçus le 11 mars 2025 », « du 12 au 14 mars 2025 » = une entrée, le 12, « 21 mars 2025 »; teneur en eau
#     du fond seulement dans le tableau). Valeurs voisines : 3,9 / 4,2 / 5,0 / 6,1 / 6,8 sur 9; 61 / 68 / 76 °C.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_tourtiere_surgelee_fond_croustillant_microondes",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 pour notre projet de tourtière individuelle surgelée au micro-ondes (TO-25), avec un registre daté des travaux? Je vous envoie le cahier d'Annie, le classeur des essais, le rapport d'Agro-Texture et la facture des Emballages Appalaches.",
        "facts": {
            "242": [["au moins 74 °C"], ["au plus 6 min"], ["6 sur 9"], ["au plus 0,25 $"]],
            "244": [["beurre de cacao"], ["plateau suscepteur", "suscepteur"], ["précuit à blanc"],
                    ["amidon de pois"], ["cheminée de vapeur"]],
            "246": [["6,8 sur 9"], ["5 min 40 s"], ["0,19 $"], ["pendant la congélation"],
                    ["bords brûlés", "brûle les bords"]],
        },
        "dates": ["2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-05", "2025-02-13",
                  "2025-02-24", "2025-03-10", "2025-03-11", "2025-03-12", "2025-03-21", "2025-03-31"],
        "noise": ["Boîtes pliantes imprimées 4 couleurs", "Frais de plaques d'impression", "Payable net 30 jours"],
        "bindings": [
            {"value": "4,2 sur 9", "subject": "P2", "others": ["P3", "P4"]},
            {"value": "61 °C", "subject": "P3", "others": ["P2", "P5"]},
            {"value": "7 min 30 s", "subject": "P4", "others": ["P3", "P5"]},
        ],
    },
    [
        ("cahier_labo_TO-25.txt", text("""
            CAHIER R&D - TO-25 tourtière indiv. micro-ondes
            Pâtisseries de la Chaudière inc., St-Georges - Annie Poulin (techno. alimentaire), Steve Lessard (dir. prod.), Manon Giguère (qualité)

            13 janvier 2025 - départ du projet
            Demande d'IGA/Metro (format 250 g, cuisson au micro-ondes direct du congélo). Notre tourtière actuelle est faite pour le four : au micro-ondes le fond sort mou, pâteux, gris. Les consommateurs le disent dans les commentaires en ligne.
            Pourquoi : l'eau de la farce (viande, patates, bouillon) passe dans la pâte du fond + la vapeur reste prise sous le couvercle. Le micro-ondes chauffe l'eau, pas la pâte, donc rien ne sèche le fond. Les fabricants de pizzas et de pochettes règlent ça avec un suscepteur, mais une tourtière est épaisse (45 mm) et le centre reste froid; pis la farce de viande doit être cuite à cœur (salubrité). On a rien trouvé de publié sur une pâte brisée au saindoux, farce humide, 45 mm, au micro-ondes.
            Cibles (Steve + acheteur) :
            - température à cœur au moins 74 °C partout (sonde 5 points) après cuisson + 1 min repos
            - cuisson au micro-ondes au plus 6 min à 1 100 W, sortie du congélo (-18 °C)
            - croustillant du fond au moins 6 sur 9 (panel interne de 8 pers.)
            - pas de bords brûlés ni de pâte dure
            - coût ajouté au plus 0,25 $ par tourtière (ingrédients + emballage)

            le 20 janvier - P1 (référence)
            recette four actuelle, assiette alu remplacée par barquette carton. 24 unités, congélation tunnel -35 °C, 1 semaine au congélo.
            résultats dans le classeur (onglet cuisson). fond mouillé comme prévu, 3,9 sur 9 pour P1. Température OK mais 6 min 50 s.

            27/01/2025 - P2
            barrière de gras : on pulvérise 4 g de beurre de cacao fondu sur le fond cru avant la farce (idée tirée des cornets de crème glacée).
            déception : le beurre de cacao fond à 34 °C, pendant la cuisson il part dans la pâte et le fond est gras + mou. Croustillant 4,2 sur 9 pour P2. On laisse tomber.

            semaine du 3 février - P3
            plateau suscepteur (carton métallisé) sous toute la barquette. Essai le 5 février, 24 unités.
            le fond croustille sur le bord, mais le suscepteur brûle les bords de la croûte (points noirs) et fait écran : le centre arrive à 61 °C pour P3 après 6 min. Dangereux, non conforme. Manon veut pas en entendre parler tel quel.

            jeu. 13/02 - P4
            on attaque l'eau à la source :
            - fond précuit à blanc 12 min à 190 °C avant de mettre la farce
            - farce liée avec 2 % d'amidon de pois (retient le jus)
            - cheminée de vapeur : trou de 12 mm au centre du couvercle
            fond beaucoup mieux (voir classeur) mais P4 prend 7 min 30 s pour atteindre 74 °C partout, trop long. Le fond précuit est plus sec donc il absorbe moins d'ondes?? à vérifier.

            du 24 au 28 février - P5 en pilote sur la ligne 2
            P5 = P4 + suscepteur en anneau seulement sous le centre du fond (pas sous les bords) + farce déposée froide (2 °C) sur le fond précuit refroidi.
            320 unités sur la ligne 2, fenêtre de congélation normale. Panel + mesures à 1 semaine et 4 semaines de congélo.

            10 mars 2025
            envoyé 3 boîtes P1 et 3 boîtes P5 (4 sem. de congélo) à Agro-Texture pour teneur en eau du fond + force de rupture + cartographie de température. Manon veut un tiers pour le dossier acheteur.

            31 mars 2025 - bilan
            rapport Agro-Texture reçu. On retient P5.
            P5 : croustillant 6,8 sur 9, cœur min. 76 °C, cuisson 5 min 40 s à 1 100 W, coût ajouté 0,19 $ (anneau suscepteur 0,11 $ + amidon + précuisson).
            ce qu'on a appris :
            - le fond se mouille surtout pendant la congélation et l'entreposage, pas seulement au micro-ondes : le labo montre que le fond de P1 gagne de l'eau en 4 semaines au congélo. Le fond précuit + farce froide coupe ça.
            - une barrière de gras fondant bas (cacao) ne tient pas, elle fond avant que la pâte croustille
            - un suscepteur plein brûle les bords et cache le centre des ondes; en anneau sous le centre seulement, ça marche
            - la cheminée de vapeur aide le dessus mais pas le fond (comparer P4 et P5 au classeur)
            prochaine étape : test consommateur de 60 foyers en mai + validation de la durée de vie (6 mois)
            """)),
        ("essais_TO-25.xlsx", xlsx([
            ("fabrication", [
                ["code", "fabriqué le", "unités", "fond", "farce", "couvercle", "barquette", "coût ajouté / unité"],
                ["P1", D("2025-01-20"), 24, "pâte crue (recette four)", "recette actuelle", "fermé, 3 fentes",
                 "carton", "0,00 $"],
                ["P2", D("2025-01-27"), 24, "pâte crue + 4 g beurre de cacao", "recette actuelle", "fermé, 3 fentes",
                 "carton", "0,14 $"],
                ["P3", D("2025-02-05"), 24, "pâte crue", "recette actuelle", "fermé, 3 fentes",
                 "carton + suscepteur plein", "0,21 $"],
                ["P4", D("2025-02-13"), 24, "précuit à blanc 12 min à 190 °C", "2 % amidon de pois",
                 "trou de 12 mm au centre", "carton", "0,08 $"],
                ["P5", D("2025-02-24"), 320, "précuit à blanc, refroidi", "2 % amidon de pois, déposée à 2 °C",
                 "trou de 12 mm au centre", "carton + suscepteur en anneau", "0,19 $"],
            ]),
            ("cuisson", [
                ["code", "temps pour 74 °C partout (1 100 W)", "T min. à cœur à 6 min", "croustillant du fond (panel)",
                 "bords", "commentaires"],
                ["P1", "6 min 50 s", "68 °C", "3,9 sur 9", "ok", "fond pâteux, gris"],
                ["P2", "6 min 40 s", "70 °C", "4,2 sur 9", "ok", "gras, goût de chocolat blanc (2 pers.)"],
                ["P3", "plus de 8 min", "61 °C", "5,0 sur 9", "brûlés", "points noirs, centre froid"],
                ["P4", "7 min 30 s", "69 °C", "6,1 sur 9", "ok", "dessus sec, fond correct"],
                ["P5", "5 min 40 s", "76 °C", "6,8 sur 9", "ok", "fond doré, croustille au centre"],
            ]),
        ])),
        ("rapport_AgroTexture_AT-25-0193.pdf", pdf([
            ("title", "Rapport d'essais AT-25-0193"),
            ("p", "Teneur en eau de la croûte, texture et répartition de la température de tourtières individuelles "
                  "surgelées chauffées au four à micro-ondes"),
            ("p", "Client : Pâtisseries de la Chaudière inc., Saint-Georges. Échantillons reçus le 11 mars 2025, "
                  "congelés : trois boîtes du lot P1 et trois boîtes du lot P5, après quatre semaines "
                  "d'entreposage à -18 °C. Essais réalisés du 12 au 14 mars 2025. Rapport émis le 21 mars 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Teneur en eau de la croûte du fond : prélèvement de la couche inférieure de 4 mm, séchage à "
                  "l'étuve sous vide à 70 °C. La teneur initiale de la pâte (avant congélation) est celle déclarée "
                  "par le client. Force de rupture : analyseur de texture, sonde à trois points, sur des bandes de "
                  "fond de 20 mm prélevées 60 s après la fin du chauffage. Température : 5 thermocouples de type T "
                  "(centre, mi-rayon, bord) pendant un chauffage de 6 min à 1 100 W, puis 1 min de repos."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Lot", "Eau du fond, pâte initiale", "Eau du fond, surgelé 4 sem.", "Eau du fond après chauffage",
                 "Force de rupture", "T min. à cœur"],
                ["P1", "29 %", "37 %", "41 %", "2,1 N", "68 °C"],
                ["P5", "22 %", "23 %", "26 %", "7,4 N", "76 °C"],
            ]),
            ("small", "Moyennes de trois unités par lot. T min. : plus basse des cinq températures après le repos."),
            ("h1", "3. Observations"),
            ("p", "Pour le lot P1, la croûte du fond a absorbé l'essentiel de son eau avant le chauffage, pendant "
                  "l'entreposage au congélateur; le chauffage n'ajoute que 4 points. Pour le lot P5, la teneur en eau "
                  "du fond varie peu. La température la plus basse est relevée au centre pour les deux lots."),
            ("p", "Les résultats ne se rapportent qu'aux échantillons soumis à l'essai."),
        ], header="Agro-Texture Québec - Saint-Hyacinthe - Rapport AT-25-0193",
            footer="Ce rapport ne doit pas être reproduit, sinon en entier")),
        ("facture_Emballages_Appalaches.pdf", pdf([
            ("title", "Facture 2025-0412"),
            ("p", "Emballages Appalaches inc., 1880, boulevard Dionne, Saint-Georges (Québec). Vendu à : "
                  "Pâtisseries de la Chaudière inc., service des achats."),
            ("table", [
                ["Description", "Quantité", "Prix unitaire", "Montant"],
                ["Boîtes pliantes imprimées 4 couleurs, tourtière 9 po", "12 000", "0,318 $", "3 816,00 $"],
                ["Boîtes pliantes imprimées 4 couleurs, pâté au saumon", "6 000", "0,318 $", "1 908,00 $"],
                ["Frais de plaques d'impression (nouveau visuel)", "1", "640,00 $", "640,00 $"],
                ["Transport", "1", "85,00 $", "85,00 $"],
            ]),
            ("p", "Sous-total : 6 449,00 $. TPS : 322,45 $. TVQ : 643,29 $. Total : 7 414,74 $."),
            ("p", "Payable net 30 jours. Intérêts de 2 % par mois sur les comptes en souffrance. Merci de votre "
                  "commande!"),
        ], header="Emballages Appalaches inc. - Facture", footer="TPS 812345678 RT0001 - TVQ 1219876543 TQ0001")),
    ],
)

# ---------------------------------------------------------------------------
# C02 capteur d'humidité des balles rondes de foin monté sur la presse (électronique agricole, Rivière-du-Loup),
#     été 2024 - question en anglais; plan marketing DOCX en bruit (nommé dans la question); journal de dev .md
#     (cibles seulement là; « lundi 27 mai 2024 », « mar. 11 », « ven. 14 », « jeu. 27 » sous « ## Juin 2024 »,
#     « lun. 8 », « jeu. 18 », « mar. 30 » sous « ## Juillet 2024 », « 2024-08-06 », « 26 août 2024 »); CSV de
#     validation (ISO; écarts par balle sans unité); rapport de labo PDF (« reçus le 7 août 2024 », « 20 août
#     2024 »; écarts officiels seulement dans le tableau). Valeurs voisines : 1,1 / 1,9 / 2,4 / 3,5 / 4,8 points.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_capteur_humidite_balles_rondes_foin",
        "question": "Hi, could you draft lines 242, 244 and 246 of the T661 for our round-bale moisture sensor project (HF-24), and put together a dated log of the work? I've attached Olivier's dev journal (in French), the validation CSV, the lab report from Agro-Analyses and our 2025 marketing plan.",
        "facts": {
            "242": [["± 2 points"], ["12 à 30 %"], ["au plus 5 s"], ["au plus 450 $"]],
            "244": [["roues étoilées"], ["plaques capacitives"], ["2,45 GHz"], ["pression hydraulique"],
                    ["proportion de luzerne"]],
            "246": [["1,9 point"], ["3,2 s"], ["430 $"], ["humidité de surface"], ["densité de la balle"]],
        },
        "dates": ["2024-05-27", "2024-06-11", "2024-06-14", "2024-06-27", "2024-06-28", "2024-07-08",
                  "2024-07-18", "2024-07-30", "2024-08-02", "2024-08-06", "2024-08-07", "2024-08-20",
                  "2024-08-26"],
        "noise": ["Expo-champs de Saint-Liboire", "Rabais de lancement de 15 %", "La Terre de chez nous"],
        "bindings": [
            {"value": "4,8 points", "subject": "S1", "others": ["S2", "S3"]},
            {"value": "3,5 points", "subject": "S2", "others": ["S1", "S4"]},
            {"value": "2,4 points", "subject": "S3", "others": ["S2", "S4"]},
        ],
    },
    [
        ("journal_dev_HF-24.md", text("""
            # HF-24 - capteur d'humidité balles rondes - journal de dev
            AgriSonde inc., Rivière-du-Loup. Olivier Dionne (firmware / traitement du signal), Catherine Ouellet, ing. (électronique RF). Ferme partenaire : Ferme Laplante, Saint-Arsène (presse à chambre variable, ~2 500 balles/été).

            ## lundi 27 mai 2024 - départ
            Rencontre avec le club agroenvironnemental + Martin Laplante. Le problème des producteurs : une balle ronde de foin sec pressée trop humide (plus de 18 %) chauffe, moisit, pis des fois ça met le feu à la grange. Les sondes à main piquent 30 cm dans le bord, pas le cœur, pis personne prend le temps de sonder 300 balles par jour. Ils veulent une lecture par balle dans la presse pour savoir lesquelles envoyer à l'enrobage (balle humide) pis lesquelles entrer en grange.
            Ce qui existe : des capteurs de conductivité américains, faits pour les grosses presses à balles carrées pis la luzerne pure. Nos foins ici : fléole, trèfle, un peu de luzerne, souvent repris par la pluie, pressés le matin avec de la rosée. On sait pas quelle physique tient dans une chambre de presse ronde qui tourne, avec la densité qui change d'une balle à l'autre. Catherine pense que les micro-ondes peuvent traverser une balle de 1,5 m, mais rien de publié là-dessus pour des balles rondes en mouvement.
            Cibles :
            - humidité moyenne de chaque balle à ± 2 points de l'étuve, sur toute la plage de 12 à 30 % d'humidité
            - graminées ET mélanges avec luzerne, sans recalibrer au champ
            - lecture affichée dans la cabine au plus 5 s après la fin de la balle (avant l'éjection)
            - pièces du kit au plus 450 $ (prix de vente visé autour de 1 200 $)
            - pas fausse le matin avec la rosée

            ## Juin 2024

            ### mar. 11 - S1
            S1 = roues étoilées du commerce (mesure de conductivité entre deux roues qui roulent sur la balle), module acheté 380 $ US. Posé sur la presse de Laplante, compensation de température du module laissée par défaut.

            ### ven. 14 - premier foin
            22 balles avec S1, carottées pour l'étuve (résultats dans le CSV). Écart moyen de 4,8 points pour S1. Le matin ça lit trop humide, l'après-midi trop sec. Les roues touchent juste la couche du dessus : c'est l'humidité de surface qu'on mesure, la rosée pis pas le cœur de la balle.

            ### jeu. 27 - S2
            S2 = plaques capacitives de 30 x 40 cm dans les deux parois de la chambre, oscillateur 10 MHz. En théorie le champ traverse toute la balle. Essai au champ demain.
            Résultat (28 juin) : écart moyen de 3,5 points pour S2. Mieux que les roues, mais la lecture suit la densité de la balle : une balle serrée lit 2-3 points plus humide qu'une balle lâche au même taux. Pis la poussière colle sur les plaques, la lecture dérive dans la journée.

            ## Juillet 2024

            ### lun. 8 - S3
            S3 = transmission micro-ondes à 2,45 GHz à travers la balle : antenne patch émettrice d'un côté de la chambre, réceptrice de l'autre, on mesure l'atténuation pis le déphasage. Puissance 10 mW (Catherine a vérifié, aucun enjeu). Module RF + antennes ~ 150 $.

            ### jeu. 18 - S3 au champ
            31 balles. Écart moyen de 2,4 points pour S3. La rosée dérange presque plus (le signal traverse toute la balle, la surface compte pour peu). Mais deux biais : les balles de luzerne lisent environ 3 points trop sec, pis les balles serrées lisent trop humide, comme S2.

            ### mar. 30 - S4
            S4 = S3 + compensation de densité avec la pression hydraulique du tendeur de la chambre (capteur de pression 45 $ sur le circuit) + correction selon la proportion de luzerne, que l'opérateur choisit au démarrage (graminées / mélange / luzerne). Modèle refitté sur les 53 balles de juin-juillet. Au champ vendredi chez Laplante.

            ## 2024-08-06 - échantillons au labo
            24 balles S4 pressées le 2 août, carottées (4 carottes de 45 cm par balle), sacs scellés envoyés à Agro-Analyses BSL pour l'étuve officielle. On veut un tiers pour la fiche technique.

            ## 26 août 2024 - bilan
            Rapport d'Agro-Analyses reçu. S4 est retenu :
            - écart moyen 1,1 point, écart max 1,9 point sur 24 balles de 13 % à 27 %
            - lecture en cabine 3,2 s après la fin de la balle
            - pièces du kit : 430 $
            Ce qu'on a appris :
            - la conductivité (S1) mesure l'humidité de surface, inutilisable avec la rosée
            - toute mesure à travers la balle dépend de la densité de la balle; la pression hydraulique du tendeur suffit à la compenser, pas besoin de peser
            - la luzerne garde son eau dans les feuilles pis les tiges autrement que la fléole : sans correction par type de foin, erreur de 3 points
            Reste : plage au-dessus de 27 % pas couverte (pas eu de balles assez humides cet été), à refaire en 2025 avec de l'ensilage en balles.
            """)),
        ("validation_HF-24.csv", text("""
            date;variante;balle;type de foin;heure;lecture capteur (%);étuve (%);écart (points)
            2024-06-14;S1;1;mélange;09:40;24,1;17,8;6,3
            2024-06-14;S1;2;mélange;09:55;22,7;17,1;5,6
            2024-06-14;S1;9;mélange;13:20;12,4;16,9;-4,5
            2024-06-14;S1;17;graminées;15:05;11,8;15,2;-3,4
            2024-06-28;S2;3;graminées;11:10;19,5;16,4;3,1
            2024-06-28;S2;8;graminées;13:45;21,9;17,6;4,3
            2024-06-28;S2;14;mélange;15:30;17,2;20,8;-3,6
            2024-07-18;S3;4;graminées;10:20;18,8;17,1;1,7
            2024-07-18;S3;12;luzerne;13:00;15,9;19,2;-3,3
            2024-07-18;S3;21;mélange;14:40;22,3;20,1;2,2
            2024-08-02;S4;2;graminées;10:05;16,2;15,4;0,8
            2024-08-02;S4;7;luzerne;11:30;20,1;21,4;-1,3
            2024-08-02;S4;15;mélange;14:15;26,1;24,2;1,9
            2024-08-02;S4;22;mélange;16:50;13,6;13,1;0,5
            """)),
        ("rapport_AgroAnalyses_AA-24-0815.pdf", pdf([
            ("title", "Rapport d'analyses AA-24-0815"),
            ("p", "Teneur en eau de carottes de balles rondes de foin - comparaison avec les lectures d'un "
                  "capteur prototype"),
            ("p", "Client : AgriSonde inc., Rivière-du-Loup. 96 carottes (24 balles, 4 carottes par balle) reçues "
                  "le 7 août 2024 en sacs scellés, identifiées par le client (variante S4). Rapport émis le "
                  "20 août 2024."),
            ("h1", "1. Méthode"),
            ("p", "Teneur en eau par séchage à l'étuve à 103 °C pendant 24 h; chaque balle est représentée par la "
                  "moyenne de ses quatre carottes. Les lectures du capteur, fournies par le client, sont comparées "
                  "à la teneur en eau mesurée; aucun ajustement n'est appliqué."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Type de foin", "Balles", "Étuve (min.-max.)", "Écart moyen absolu", "Écart max.",
                 "Balles à ± 2 points"],
                ["Graminées", "8", "13,1 % - 22,6 %", "0,9 point", "1,6 point", "8 / 8"],
                ["Mélange avec luzerne", "10", "13,1 % - 27,3 %", "1,2 point", "1,9 point", "10 / 10"],
                ["Luzerne dominante", "6", "15,8 % - 24,0 %", "1,3 point", "1,8 point", "6 / 6"],
                ["Ensemble", "24", "13,1 % - 27,3 %", "1,1 point", "1,9 point", "24 / 24"],
            ]),
            ("small", "Écart : lecture du capteur moins teneur en eau à l'étuve, en points de pourcentage."),
            ("h1", "3. Remarque"),
            ("p", "Aucune balle de plus de 27,3 % n'a été reçue; les résultats ne permettent pas de se prononcer "
                  "au-delà de cette valeur. Les résultats ne se rapportent qu'aux échantillons analysés."),
        ], header="Agro-Analyses Bas-Saint-Laurent - La Pocatière - Rapport AA-24-0815",
            footer="Laboratoire d'analyses agricoles - reproduction intégrale seulement")),
        ("plan_marketing_AgriSonde_2025.docx", docx([
            ("title", "Plan marketing 2025 - HumiBalle"),
            ("p", "AgriSonde inc. - document interne, ventes et marketing"),
            ("h1", "Marché visé"),
            ("p", "Producteurs laitiers et de bovins de boucherie qui pressent plus de 800 balles rondes par année : "
                  "Bas-Saint-Laurent, Gaspésie, Chaudière-Appalaches, Abitibi. Environ 4 200 fermes selon nos "
                  "estimations. Deuxième cercle : entrepreneurs à forfait."),
            ("h1", "Positionnement"),
            ("p", "« Sachez quelle balle enrober avant qu'elle sorte de la presse. » Fabriqué au Québec, service "
                  "en français, installation par le concessionnaire en moins de 2 h."),
            ("h1", "Prix et promotions"),
            ("b", "Prix de détail suggéré : 1 195 $ (installation en sus)."),
            ("b", "Rabais de lancement de 15 % sur les commandes passées avant le 31 mars."),
            ("b", "Financement sur 12 mois sans intérêt avec Financement agricole partenaire."),
            ("h1", "Canaux et événements"),
            ("b", "Kiosque aux Expo-champs de Saint-Liboire (août) et au Salon de l'agriculture de Saint-Hyacinthe."),
            ("b", "Publicité dans La Terre de chez nous (trois parutions printanières) et sur Facebook."),
            ("b", "Réseau de 11 concessionnaires de machinerie; commission de 18 %."),
            ("h1", "Budget"),
            ("table", [
                ["Poste", "Budget 2025"],
                ["Salons et expositions", "22 000 $"],
                ["Publicité imprimée et numérique", "14 500 $"],
                ["Vidéos de démonstration", "6 000 $"],
                ["Échantillons pour concessionnaires", "9 000 $"],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C03 mortier de chaux pour le rejointoiement de maçonnerie ancienne qui passe le premier hiver (maçonnerie
#     patrimoniale, Québec), 2024-2025 - soumission PDF en bruit (nommée dans la question comme « la soumission pour
#     la Fabrique »); rapport d'étape DOCX (Objectif, Méthode, Résultats, Conclusion; cibles seulement là;
#     « 14 avril 2025 », « 9 septembre 2024 », « du 4 au 8 novembre 2024 » = une entrée, le 4, « le 7 avril »);
#     CSV des gâchées (« 16/09/2024 »); rapport de labo PDF (« 20 janvier 2025 », « du 27 janvier au 28 février
#     2025 » = une entrée, le 27 janvier, « 3 mars 2025 »; perméabilité seulement dans le tableau).
#     Valeurs voisines : 0,4 / 0,6 / 1,3 / 1,6 MPa; 1,9 / 4,1 / 6,8 / 14,2 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_mortier_chaux_rejointoiement_patrimonial",
        "question": "Bonjour, on aimerait avoir les lignes 242, 244 et 246 pour notre projet de mortier de chaux pour le rejointoiement avant l'hiver (MC-24), avec un registre daté des travaux. Vous trouverez le rapport d'étape d'Émilie, le CSV des gâchées, le rapport du Laboratoire Géomatériaux Capitale et la soumission pour la Fabrique Saint-Roch.",
        "facts": {
            "242": [["2 à 5 MPa"], ["au moins 1 MPa"], ["au plus 3 %"], ["50 cycles"],
                    ["perméabilité à la vapeur"]],
            "244": [["métakaolin"], ["entraîneur d'air"], ["ciment blanc"], ["cure humide"], ["chaux aérienne"]],
            "246": [["3,4 MPa"], ["1,9 %"], ["1,3 MPa"], ["passe dans la pierre"], ["carbonatation"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-30", "2024-10-15", "2024-10-28", "2024-11-04",
                  "2025-01-20", "2025-01-27", "2025-03-03", "2025-04-07", "2025-04-14"],
        "noise": ["Échafaudage tubulaire", "Dépôt de 25 % à la signature", "assurance responsabilité civile de 5 M$"],
        "bindings": [
            {"value": "14,2 %", "subject": "M1", "others": ["M3", "M4"]},
            {"value": "9,8 MPa", "subject": "M2", "others": ["M3", "M5"]},
            {"value": "4,1 %", "subject": "M4", "others": ["M3", "M5"]},
        ],
    },
    [
        ("rapport_etape_MC-24.docx", docx([
            ("title", "Rapport d'étape - projet MC-24"),
            ("p", "Mortier de chaux à prise hâtive pour le rejointoiement de maçonnerie ancienne en fin de saison"),
            ("p", "Maçonnerie Pierre-Angers inc., Québec. Préparé par Émilie Roberge, ing., le 14 avril 2025. "
                  "Équipe : Jean-François Angers (président, maître maçon), Dave Tanguay (contremaître)."),
            ("h1", "Objectif"),
            ("p", "Dans le site patrimonial du Vieux-Québec, les joints des murs de pierre doivent être refaits au "
                  "mortier de chaux, plus tendre et plus perméable que la pierre, sans ciment Portland. Nos "
                  "chantiers se prolongent souvent jusqu'en novembre. Or le mortier de chaux hydraulique naturelle "
                  "NHL 3,5 durcit très lentement au froid : les joints faits en octobre gèlent avant d'avoir pris, "
                  "reçoivent les éclaboussures de sels de déglaçage des trottoirs et s'effritent dès le premier "
                  "printemps. Nous avons refait à nos frais 140 m de joints en 2023."),
            ("p", "Les études publiées sur la résistance au gel des mortiers de chaux portent sur des éprouvettes "
                  "mûries à 20 °C, en climat européen. Nous ne savions pas s'il existait une formulation qui "
                  "prenne assez vite à basse température tout en restant plus faible et plus perméable que la "
                  "pierre, deux exigences qui tirent en sens contraire. Lors de la rencontre du 9 septembre 2024, "
                  "le Service de l'urbanisme de la Ville a accepté que nous essayions des ajouts à la chaux, à "
                  "condition que la couleur et la texture des joints ne changent pas. Cibles retenues :"),
            ("b", "résistance en compression de 2 à 5 MPa à 90 jours;"),
            ("b", "au moins 1 MPa à 28 jours de cure à 8 °C et 80 % d'humidité relative (prise avant le gel);"),
            ("b", "perte de masse d'au plus 3 % après 50 cycles de gel-dégel dans une solution saline à 3 %;"),
            ("b", "perméabilité à la vapeur au moins égale à celle de la pierre du mur (facteur µ plus bas)."),
            ("h1", "Méthode"),
            ("p", "Les gâchées sont faites avec le sable de Charlesbourg utilisé sur nos chantiers (rapport "
                  "liant-sable de 1 pour 2,5 en volume). Les éprouvettes (prismes de 40 x 40 x 160 mm) sont mûries "
                  "dans la chambre froide de l'atelier à 8 °C et 80 % HR. Les cycles de gel-dégel (-18 °C / +5 °C, "
                  "un cycle par jour) sont faits à l'atelier dans un congélateur programmable; la perte de masse "
                  "est mesurée après brossage. Cinq formulations :"),
            ("n", "M1 : NHL 3,5 seule (notre pratique actuelle, référence)."),
            ("n", "M2 : NHL 5 avec 10 % de ciment blanc (ce que font certains entrepreneurs en fin de saison)."),
            ("n", "M3 : chaux aérienne en pâte avec 15 % de métakaolin."),
            ("n", "M4 : NHL 3,5 avec un entraîneur d'air (0,05 % de la masse de liant)."),
            ("n", "M5 : NHL 3,5, 10 % de métakaolin et entraîneur d'air, avec 7 jours de cure humide sous jute "
                  "mouillée dans un abri chauffé à 8 °C."),
            ("p", "Des murets d'essai en pierre récupérée ont été montés du 4 au 8 novembre 2024 dans la cour de "
                  "l'atelier, exposés aux intempéries et arrosés d'eau salée une fois par semaine pendant l'hiver. "
                  "Les éprouvettes de M1, M4 et M5 ont aussi été confiées au Laboratoire Géomatériaux Capitale."),
            ("h1", "Résultats"),
            ("table", [
                ["Formulation", "Compression 28 j (8 °C)", "Compression 90 j", "Perte de masse après 50 cycles"],
                ["M1", "0,4 MPa", "1,7 MPa", "14,2 % (détruite au cycle 38)"],
                ["M2", "4,6 MPa", "9,8 MPa", "0,8 %"],
                ["M3", "1,6 MPa", "2,9 MPa", "6,8 %"],
                ["M4", "0,6 MPa", "1,9 MPa", "4,1 %"],
                ["M5", "1,3 MPa", "3,4 MPa", "1,9 %"],
            ]),
            ("p", "M2 résiste bien au gel, mais avec 9,8 MPa à 90 jours le joint M2 est plus dur que la pierre : "
                  "sur les prismes composites pierre-mortier, la fissure passe dans la pierre, ce qui est "
                  "exactement le dommage que la Ville veut éviter. M2 est écarté."),
            ("p", "M3 prend vite au début grâce au métakaolin, mais la chaux aérienne a besoin de gaz carbonique "
                  "pour durcir et la carbonatation est très lente à 8 °C : la surface des joints reste poudreuse et "
                  "M3 perd 6,8 % de sa masse."),
            ("p", "L'entraîneur d'air seul (M4) améliore la tenue au gel par rapport à M1, sans donner de "
                  "résistance hâtive suffisante."),
            ("p", "À l'inspection des murets le 7 avril, les joints M5 étaient intacts; les joints M1 étaient "
                  "creusés sur 5 à 10 mm."),
            ("h1", "Conclusion"),
            ("p", "M5 est la seule formulation qui satisfait toutes les cibles : 1,3 MPa à 28 jours au froid, 3,4 MPa "
                  "à 90 jours, 1,9 % de perte de masse après 50 cycles salins et une perméabilité supérieure à "
                  "celle de la pierre (rapport du laboratoire). Nous retenons que le métakaolin donne la prise "
                  "hâtive sans dépendre de la carbonatation, que l'entraîneur d'air est nécessaire contre le sel et "
                  "que la cure humide des 7 premiers jours compte autant que la recette. Prochaine étape : "
                  "approbation par le comité de la Ville et essai sur un chantier réel à l'automne 2025."),
        ])),
        ("gachees_MC-24.csv", text("""
            date gâchée;formulation;liant;ajouts;affaissement (mm);air occlus (%);compression 28 j à 8 °C (MPa);compression 90 j (MPa);perte masse 50 cycles NaCl (%);remarque
            16/09/2024;M1;NHL 3,5;aucun;150;3,1;0,4;1,7;14,2;détruite au cycle 38
            16/09/2024;M2;NHL 5;ciment blanc 10 %;145;2,8;4,6;9,8;0,8;fissure dans la pierre sur prismes composites
            30/09/2024;M3;chaux aérienne en pâte;métakaolin 15 %;160;3,4;1,6;2,9;6,8;surface poudreuse
            15/10/2024;M4;NHL 3,5;entraîneur d'air 0,05 %;155;9,5;0,6;1,9;4,1;
            28/10/2024;M5;NHL 3,5;métakaolin 10 % + entraîneur d'air 0,05 %;150;8,7;1,3;3,4;1,9;cure humide 7 j sous jute
            """)),
        ("rapport_LGC-25-0112.pdf", pdf([
            ("title", "Rapport d'essais LGC-25-0112"),
            ("p", "Résistance en compression, perméabilité à la vapeur d'eau et tenue au gel-dégel en présence de "
                  "sel de mortiers de chaux pour maçonnerie ancienne"),
            ("p", "Client : Maçonnerie Pierre-Angers inc., Québec. Éprouvettes reçues le 20 janvier 2025 : prismes "
                  "de 40 x 40 x 160 mm des mortiers M1, M4 et M5, mûris par le client, et trois carottes de pierre "
                  "(grès) prélevées sur un mur du Vieux-Québec. Essais de gel-dégel du 27 janvier au 28 février "
                  "2025. Rapport émis le 3 mars 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Compression sur demi-prismes; perméabilité à la vapeur d'eau par la méthode de la coupelle "
                  "humide (résultat exprimé en facteur de résistance µ : plus il est bas, plus le matériau laisse "
                  "passer la vapeur); 50 cycles de gel-dégel (-18 °C / +5 °C), éprouvettes partiellement immergées "
                  "dans une solution de NaCl à 3 %, perte de masse après brossage."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Éprouvette", "Compression", "Facteur µ", "Perte de masse, 50 cycles NaCl", "État final"],
                ["M1", "1,8 MPa", "8", "13,6 %", "désagrégée au cycle 35"],
                ["M4", "2,0 MPa", "10", "4,4 %", "arêtes émoussées"],
                ["M5", "3,3 MPa", "11", "2,1 %", "intacte"],
                ["Grès (pierre du mur)", "46 MPa", "27", "0,3 %", "intacte"],
            ]),
            ("small", "Âge des mortiers au moment de l'essai de compression : 92 à 104 jours."),
            ("h1", "3. Conclusion"),
            ("p", "Les trois mortiers sont moins résistants et plus perméables à la vapeur que le grès fourni. Seul "
                  "le mortier M5 présente une perte de masse inférieure à 3 % après 50 cycles en milieu salin. Les "
                  "résultats ne se rapportent qu'aux éprouvettes soumises à l'essai."),
        ], header="Laboratoire Géomatériaux Capitale inc. - Québec - Rapport LGC-25-0112",
            footer="Toute reproduction partielle est interdite")),
        ("soumission_Fabrique_Saint-Roch.pdf", pdf([
            ("title", "Soumission no 25-031"),
            ("p", "Maçonnerie Pierre-Angers inc. À : Fabrique de la paroisse Saint-Roch, Québec. Objet : "
                  "rejointoiement de la façade nord et du clocher de l'église."),
            ("table", [
                ["Poste", "Quantité", "Prix"],
                ["Échafaudage tubulaire, installation, location 10 semaines et démontage", "forfait", "38 500 $"],
                ["Dégarnissage des joints à la main, façade nord", "420 m²", "46 200 $"],
                ["Rejointoiement au mortier de chaux, teinte approuvée", "420 m²", "58 800 $"],
                ["Remplacement de pierres de taille (au besoin)", "prix unitaire", "1 150 $ / pierre"],
                ["Protection des vitraux et nettoyage de fin de chantier", "forfait", "6 400 $"],
            ]),
            ("p", "Taxes en sus. Dépôt de 25 % à la signature, paiements progressifs mensuels, retenue de 10 % "
                  "jusqu'à la réception des travaux. Nous détenons une assurance responsabilité civile de 5 M$ et "
                  "notre licence RBQ est en règle. Soumission valide 60 jours. Travaux possibles de mai à octobre."),
        ], header="Maçonnerie Pierre-Angers inc. - Soumission", footer="Licence RBQ 5678-1234-01")),
    ],
)

# ---------------------------------------------------------------------------
# C04 canot en composite de fibre de lin et résine époxy biosourcée (fabricant de canots, Mauricie), 2025 -
#     procès-verbal de CA DOCX en bruit (présenté dans la question comme « le PV du CA »); cahier d'atelier .txt
#     (cibles seulement là; « 3 février 2025 », « le 10 février », « semaine du 17 février », « mer. 05/03 »,
#     « lundi 24 mars », « du 7 au 11 avril » = une entrée, le 7, « le 2 juin »); classeur XLSX (stratifiés dans
#     « stratifiés », résultats seulement dans « essais »); fil de courriels avec le fournisseur de résine (« jeudi
#     6 février 2025 », « 2025-03-12 », « 18/04/2025 »). Valeurs voisines : 1,2 / 2,2 / 4,6 %; 28 / 33 / 46 J.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_canot_composite_lin_resine_biosourcee",
        "question": "Allô, pouvez-vous nous écrire les lignes 242, 244 et 246 pour le canot en lin (projet CL-25) et faire un registre daté de ce qu'on a fait? Ci-joints : le cahier d'atelier de Geneviève, le classeur des essais, les courriels avec Biorésines Nordiques et le PV du CA de mars.",
        "facts": {
            "242": [["au plus 25 kg"], ["au plus 1,5 %"], ["au moins 40 J"], ["au moins 65 °C"],
                    ["1 400 $"]],
            "244": [["traité au silane"], ["basalte"], ["infusion sous vide"],
                    ["post-cuisson"], ["lin-carbone"]],
            "246": [["24,1 kg"], ["1,2 %"], ["46 J"], ["72 °C"], ["par les tranches"]],
        },
        "dates": ["2025-02-03", "2025-02-06", "2025-02-10", "2025-02-17", "2025-02-19", "2025-03-05",
                  "2025-03-12", "2025-03-24", "2025-04-07", "2025-04-18", "2025-06-02"],
        "noise": ["deuxième remorque de livraison", "Salon Plein Air de Montréal", "nomination de l'auditeur"],
        "bindings": [
            {"value": "4,6 %", "subject": "L2", "others": ["L3", "L5"]},
            {"value": "2,2 %", "subject": "L3", "others": ["L2", "L5"]},
            {"value": "28 J", "subject": "L4", "others": ["L3", "L5"]},
        ],
    },
    [
        ("cahier_atelier_CL-25.txt", text("""
            CANOTS RIVIÈRE-NOIRE - cahier d'atelier CL-25 (canot Prospecteur 16 pi en lin)
            Luc Désaulniers (proprio), Geneviève Paquin (tech. composites). Résine : Biorésines Nordiques (Karim Haddad).

            3 février 2025 - départ
            Les clients (clubs de canot-camping, pourvoiries) demandent un canot « vert » et plus léger. Notre Prospecteur verre/vinylester pèse 29 kg. Idée : tissu de lin + époxy biosourcée de Biorésines, en infusion sous vide comme on fait déjà.
            Ce qui nous bloque :
            - le lin boit l'eau (fibre naturelle) : gonflement, microfissures, délaminage possible après un été sur l'eau
            - impacts sur les roches dans les rapides : le lin est pas reconnu pour ça
            - l'époxy bio de Karim a une Tg autour de 60 °C, une coque foncée sur un toit d'auto en juillet dépasse ça
            Les fiches du lin donnent des valeurs en plaques de labo, pas pour une coque infusée dans un atelier pas chauffé. Personne a publié de drop test sur une coque de canot en lin.
            Cibles (Luc) :
            - canot complet au plus 25 kg
            - reprise d'eau du stratifié au plus 1,5 % après 30 jours dans l'eau du lac
            - au moins 40 J au drop test (hémisphère 25 mm) sans perforation
            - Tg de la résine au moins 65 °C
            - matériaux au plus 1 400 $ par canot (verre : 980 $)

            le 10 février - L1 (réf.)
            panneaux témoins verre/vinylester, même layup que la coque (3 plis + renfort de quille). Infusion, peel ply. Coupons découpés pour eau + drop test.

            semaine du 17 février - L2
            L2 = lin sergé 2/2 400 g/m² (3 plis) + EB-30 de Biorésines, infusé le 19. Le lin mouille bien, infusion plus lente (le lin gonfle avec la résine?).
            après 30 jours dans le bac : reprise d'eau de 4,6 % pour L2, les coupons L2 sont gonflés sur les bords. Ça rentre par les tranches des coupons, la surface est correcte. Tg 58 °C mesurée au DSC par Karim.

            mer. 05/03 - L3
            L3 = lin traité au silane par le fournisseur du tissu + EB-30. Meilleur mouillage, moins de bulles.
            bac 30 jours : 2,2 % pour L3. Mieux, pas assez. Les tranches restent le chemin de l'eau.

            lundi 24 mars - L4
            Karim propose l'EB-45 (plus de Tg, post-cuisson obligatoire). L4 = tissu hybride lin-carbone (pour la rigidité) + EB-45, post-cuisson 6 h à 70 °C dans la boîte chauffée qu'on a bricolée.
            drop test catastrophique : perforation nette à 28 J pour L4, le carbone casse net au lieu d'amortir. Pis ça coûte 1 760 $ de matériaux. On oublie le carbone.

            du 7 au 11 avril - L5, premier canot complet
            L5 = lin traité au silane (3 plis) + 1 pli extérieur de basalte 200 g/m² + EB-45, post-cuisson 6 h à 70 °C, tranches des plats-bords scellées à la résine avant la pose des plats-bords en frêne.
            coque sortie du moule le 11, 22 coupons pris dans les retailles.
            canot complet : 24,1 kg. Matériaux 1 320 $.

            le 2 juin - bilan
            résultats des coupons L5 (classeur) : reprise d'eau 1,2 %, 46 J sans perforation, Tg 72 °C.
            ce qu'on a appris :
            - l'eau entre par les tranches du stratifié, pas par la peau : sceller les tranches = la moitié du gain
            - le basalte à l'extérieur donne la résistance aux roches que le lin seul a pas; le carbone fait l'inverse (fragile)
            - l'EB-30 est trop molle au soleil, il faut l'EB-45 + post-cuisson, donc une boîte chauffée dans l'atelier
            suite : canot L5 en location à la pourvoirie du Lac-à-la-Pêche cet été, inspection en septembre
            """)),
        ("essais_CL-25.xlsx", xlsx([
            ("stratifiés", [
                ["code", "infusé le", "renfort", "résine", "post-cuisson", "tranches scellées",
                 "masse surfacique (g/m²)", "coût matériaux / canot"],
                ["L1", D("2025-02-10"), "verre E, 3 plis", "vinylester", "non", "non", 2150, "980 $"],
                ["L2", D("2025-02-19"), "lin sergé 2/2, 3 plis", "EB-30", "non", "non", 1690, "1 150 $"],
                ["L3", D("2025-03-05"), "lin traité au silane, 3 plis", "EB-30", "non", "non", 1680, "1 210 $"],
                ["L4", D("2025-03-24"), "hybride lin-carbone, 3 plis", "EB-45", "6 h à 70 °C", "non", 1540,
                 "1 760 $"],
                ["L5", D("2025-04-07"), "lin traité au silane 3 plis + basalte 1 pli", "EB-45", "6 h à 70 °C", "oui",
                 1760, "1 320 $"],
            ]),
            ("essais", [
                ["code", "reprise d'eau 30 j", "drop test (sans perforation)", "Tg (DSC)", "masse du canot",
                 "remarque"],
                ["L1", "0,6 %", "52 J", "s.o.", "29,0 kg", "référence"],
                ["L2", "4,6 %", "33 J", "58 °C", "estimée 23,5 kg", "gonflement aux tranches"],
                ["L3", "2,2 %", "35 J", "57 °C", "estimée 23,4 kg", ""],
                ["L4", "1,9 %", "28 J", "73 °C", "estimée 22,0 kg", "perforation nette, carbone cassé"],
                ["L5", "1,2 %", "46 J", "72 °C", "24,1 kg", "canot complet pesé"],
            ]),
        ])),
        ("courriels_Bioresines_CL-25.txt", text("""
            De : Luc Désaulniers <luc@canotsrivierenoire.example>
            Envoyé : jeudi 6 février 2025 14:02
            À : Karim Haddad <khaddad@bioresines.example>
            Objet : Époxy bio pour canot en lin

            Salut Karim,
            Comme on s'est dit au téléphone, on part un essai de canot en lin avec ton EB-30 en infusion. Nos cibles : canot de 25 kg max, reprise d'eau de 1,5 % max, et on veut pas que la coque ramollisse sur un toit d'auto (65 °C minimum de Tg). Peux-tu nous envoyer 40 kg d'EB-30 pis nous dire si tu as des données sur l'adhésion au lin?
            Luc

            ---
            De : Karim Haddad <khaddad@bioresines.example>
            Envoyé : 2025-03-12 16:40
            À : Luc Désaulniers <luc@canotsrivierenoire.example>
            Objet : RE: Époxy bio pour canot en lin

            Bonjour Luc,
            Pour l'adhésion au lin, honnêtement on n'a que des essais sur plaques pressées à chaud, rien en infusion à température de la pièce. J'ai mesuré tes coupons au DSC : 58 °C pour L2, donc sous ta cible, comme je le craignais. Notre nouvelle EB-45 monte à 70 °C et plus, mais seulement avec une post-cuisson (6 h à 70 °C); sans ça elle reste à 55 °C. Je t'en envoie 20 kg pour essai.
            Karim

            ---
            De : Luc Désaulniers <luc@canotsrivierenoire.example>
            Envoyé : 18/04/2025 08:15
            À : Karim Haddad <khaddad@bioresines.example>
            Objet : Premier canot L5

            Karim,
            Le premier canot complet L5 est sorti : 24,1 kg, avec le pli de basalte à l'extérieur et l'EB-45 post-cuite. Les coupons sont dans le bac pour 30 jours, le drop test est fait (pas de perforation à 46 J). Peux-tu passer un coupon au DSC pour confirmer la Tg? On te tient au courant pour la reprise d'eau.
            Luc
            """)),
        ("proces_verbal_CA_mars.docx", docx([
            ("title", "Procès-verbal - réunion du conseil d'administration"),
            ("p", "Canots Rivière-Noire inc. Réunion tenue à l'atelier de Saint-Mathieu-du-Parc. Présents : Luc "
                  "Désaulniers, Sonia Lafrenière, Pierre-Olivier Gélinas. Secrétaire : Sonia Lafrenière."),
            ("h1", "1. Ouverture et ordre du jour"),
            ("p", "Quorum constaté. L'ordre du jour est adopté tel que présenté."),
            ("h1", "2. Résultats financiers"),
            ("p", "Ventes de l'exercice en hausse de 9 %; marge brute stable. Les états financiers sont adoptés."),
            ("h1", "3. Investissements"),
            ("p", "Il est résolu d'autoriser l'achat d'une deuxième remorque de livraison (12 canots), budget "
                  "maximal de 14 000 $."),
            ("h1", "4. Marketing"),
            ("p", "Participation au Salon Plein Air de Montréal confirmée; kiosque double, 6 500 $."),
            ("h1", "5. Affaires corporatives"),
            ("p", "Résolution pour la nomination de l'auditeur pour le prochain exercice : Mallette, Trois-Rivières. "
                  "Politique de prix pour les détaillants américains reportée à la prochaine réunion."),
            ("p", "Levée de l'assemblée à 21 h 10."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C05 cintrage à la vapeur de l'érable à sucre pour dossiers de chaises (fabricant de meubles, Victoriaville),
#     automne 2024 - note RH .txt en bruit (nommée dans la question comme « une note des RH »); journal d'atelier
#     .md (cibles seulement là; « 2024-09-03 », « lun. 16/09 », « 24 sept. », « mer. 2 » et « ven. 18 » sous
#     « ## Octobre 2024 », « jeu. 07/11 », « semaine du 25 novembre », « 13 décembre 2024 »); CSV des lots (ISO;
#     taux de bris sans unité); rapport de labo PDF (« reçues le 21 octobre 2024 », « 4 novembre 2024 »; pente du
#     fil des pièces rompues seulement dans le tableau). Valeurs voisines : 3,8 / 11,5 / 12 / 21 / 38 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_cintrage_vapeur_erable_dossiers_chaises",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 pour notre projet de cintrage à la vapeur de l'érable (CV-24), avec un registre des travaux par date? J'ai joint le journal d'atelier de Karine, le CSV des lots, le rapport de Lab-Bois et une note des RH qui était dans le même dossier.",
        "facts": {
            "242": [["au plus 5 %"], ["150 mm"], ["au plus 3 mm"], ["au plus 25 min"]],
            "244": [["sangle d'acier"], ["butées d'extrémité"], ["pente du fil"],
                    ["radiofréquence"], ["séché à l'air"]],
            "246": [["3,8 %"], ["2,1 mm"], ["22 min"], ["face extérieure"], ["taches brunes"]],
        },
        "dates": ["2024-09-03", "2024-09-16", "2024-09-24", "2024-10-02", "2024-10-18", "2024-10-21",
                  "2024-11-04", "2024-11-07", "2024-11-25", "2024-12-13"],
        "noise": ["Formation SIMDUT obligatoire", "cafétéria du 2e étage", "Inscription auprès de Nathalie"],
        "bindings": [
            {"value": "38 %", "subject": "B1", "others": ["B2", "B4"]},
            {"value": "21 %", "subject": "B2", "others": ["B3", "B5"]},
            {"value": "11,5 %", "subject": "B5", "others": ["B3", "B4"]},
        ],
    },
    [
        ("journal_atelier_CV-24.md", text("""
            # CV-24 - cintrage vapeur érable à sucre (dossiers chaise Bistro)
            Ébénisterie Bois-Francs Gosselin inc., Victoriaville
            Karine Houle, ing.f. (procédés) - Réjean Bélanger (contremaître cintrage) - Mathieu Gosselin (dir. usine)

            ## 2024-09-03 - départ
            Le dossier de la chaise Bistro est en lamellé-collé (5 plis d'érable collés sur forme) : cher, lignes de colle visibles sur le chant, pis les designers veulent du massif. On veut cintrer des pièces massives d'érable à sucre de 22 x 45 mm. Problème : avec notre érable séché au séchoir (8 %), on casse environ une pièce sur trois sur la forme.
            Les tables de cintrage (Wood Handbook, vieux guides) donnent des rayons minimums pour l'érable « avec sangle » mais sur du bois séché à l'air pis sans dire comment l'humidité, la pente du fil pis le temps d'étuvage se combinent. Notre fournisseur (scierie de Saint-Rosaire) livre du bois de séchoir. On sait pas quelle combinaison marche à notre rayon, ni si on peut raccourcir l'étuvage.
            Cibles (Mathieu) :
            - bris au plus 5 % des pièces au rayon de 150 mm
            - retour élastique au plus 3 mm, mesuré 48 h après la sortie du gabarit
            - étuvage au plus 25 min par charge (on a une seule boîte à vapeur)
            - aucune tache visible après la teinture

            ## lun. 16/09 - B1 (réf.)
            40 pièces de séchoir (8 %), étuvage 60 min à 100 °C (la règle d'une heure par pouce), cintrage à la main sur le gabarit de la Bistro, pas de sangle.
            15 cassées sur 40 : 38 % pour B1. Les ruptures partent de la face extérieure, en éclats longs.

            ## 24 sept. - B2
            B2 = érable séché à l'air, 22 % d'humidité (lot acheté chez un petit scieur de Tingwick), étuvage 40 min, pas de sangle.
            21 % pour B2. Mieux, mais ça casse encore dehors, pis les pièces qui cassent ont souvent le fil qui sort en biais.

            ## Octobre 2024

            ### mer. 2 - B3
            Essai de chauffage par radiofréquence (presse RF louée, 8 min par pièce) sur bois séché à l'air + sangle d'acier sur la face extérieure.
            Bris tombe à 12 % pour B3, retour élastique correct. MAIS : taches brunes à l'intérieur de certaines pièces, visibles seulement au sablage. Réjean pense que ça chauffe trop autour des nœuds.

            ### ven. 18 - bilan B1-B3
            On envoie 18 pièces cassées ou tachées des lots B1, B2, B3 à Lab-Bois pour analyse des ruptures (lundi).
            La sangle fait une grosse différence : elle prend la tension sur la face extérieure, le bois travaille en compression. Il faut des butées d'extrémité qui tiennent pour vrai (nos butées glissaient sur B3).

            ## jeu. 07/11 - B4
            Rapport Lab-Bois reçu lundi (daté du 4 nov.) : les ruptures partent toutes de la face extérieure, là où le fil sort; pente du fil plus forte que 1:12 pour la plupart des pièces rompues.
            B4 = séché à l'air 20-24 % + tri visuel de la pente du fil (1:15 ou mieux, traceur à encre) + étuvage 22 min + sangle d'acier avec butées d'extrémité vissées + 48 h sur forme.
            2 cassées sur 53. 3,8 % pour B4! Retour élastique moyen 2,1 mm.

            ## semaine du 25 novembre - B5
            Contre-essai demandé par Mathieu (le tri coûte du temps au débitage) : B5 = B4 sans le tri de la pente du fil.
            11,5 % pour B5. Le tri reste.

            ## 13 décembre 2024 - bilan
            On retient B4 pour la production de la Bistro massive à partir de janvier :
            - bris 3,8 %, retour élastique 2,1 mm, étuvage de 22 min (on passe de 60 à 22 min)
            - aucune tache après teinture (pas de RF)
            Appris :
            - le bois de séchoir ne se cintre pas à 150 mm, même longtemps étuvé; il faut du bois séché à l'air autour de 22 %
            - sans sangle, la face extérieure casse en tension; la sangle ne sert à rien si les butées glissent
            - la pente du fil décide des pièces qui cassent : le tri est nécessaire (B5 le prouve)
            - la RF raccourcit l'étuvage mais fait des taches brunes près des nœuds : rejetée pour du bois teint
            """)),
        ("lots_cintrage_CV-24.csv", text("""
            date;lot;bois;humidité moyenne (%);tri pente du fil;chauffage;durée chauffage (min);sangle;pièces;cassées;taux de bris (%);retour élastique moyen (mm);remarque
            2024-09-16;B1;séchoir;8,2;non;vapeur 100 °C;60;non;40;15;37,5;4,6;éclats face extérieure
            2024-09-24;B2;séché à l'air;22,4;non;vapeur 100 °C;40;non;42;9;21,4;3,8;
            2024-10-02;B3;séché à l'air;21,9;non;radiofréquence;8;oui;41;5;12,2;2,4;taches brunes au sablage (7 pièces)
            2024-11-07;B4;séché à l'air;22,1;oui (1:15);vapeur 100 °C;22;oui, butées vissées;53;2;3,8;2,1;
            2024-11-25;B5;séché à l'air;22,6;non;vapeur 100 °C;22;oui, butées vissées;52;6;11,5;2,2;contre-essai sans tri
            """)),
        ("rapport_LabBois_LBC-24-0577.pdf", pdf([
            ("title", "Rapport d'analyse LBC-24-0577"),
            ("p", "Examen des ruptures et des colorations de pièces d'érable à sucre cintrées"),
            ("p", "Client : Ébénisterie Bois-Francs Gosselin inc., Victoriaville. Dix-huit pièces reçues le "
                  "21 octobre 2024, identifiées par le client (lots B1, B2 et B3). Rapport émis le 4 novembre 2024."),
            ("h1", "1. Méthodes"),
            ("p", "Teneur en humidité par pesée et séchage à l'étuve d'une tranche prélevée près de la rupture; pente "
                  "du fil mesurée au traceur sur la face extérieure; examen des faciès de rupture à la loupe "
                  "binoculaire; coupes transversales des zones colorées."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Lot", "Pièces", "Humidité mesurée", "Pente du fil, pièces rompues", "Origine de la rupture",
                 "Coloration interne"],
                ["B1", "6", "7,9 %", "1:10 à 1:20", "face extérieure (tension)", "non"],
                ["B2", "6", "19,8 %", "1:8 à 1:12", "face extérieure (tension)", "non"],
                ["B3", "6", "9,1 % (zone colorée)", "1:9 à 1:11", "face extérieure (2 pièces)",
                 "brune, autour des nœuds (4 pièces)"],
            ]),
            ("h1", "3. Interprétation"),
            ("p", "Toutes les ruptures examinées s'amorcent sur la face extérieure de la courbe, en tension, à "
                  "l'endroit où les fibres sortent de la surface. Pour les lots B2 et B3, les pièces rompues ont "
                  "une pente du fil plus forte que 1:12. Les colorations du lot B3 correspondent à un échauffement "
                  "local excessif : le bois y a perdu plus de la moitié de son humidité."),
            ("p", "Les résultats ne se rapportent qu'aux pièces examinées."),
        ], header="Lab-Bois Centre-du-Québec - Victoriaville - Rapport LBC-24-0577",
            footer="Laboratoire des produits du bois - reproduction intégrale seulement")),
        ("note_RH_formation_SIMDUT.txt", text("""
            NOTE DE SERVICE - Ressources humaines
            À : tout le personnel de l'usine et du bureau
            De : Nathalie Pellerin, conseillère RH
            Objet : Formation SIMDUT obligatoire et autres rappels

            1. Formation SIMDUT obligatoire pour tous les employés de l'usine, y compris les nouveaux de la finition. Deux séances d'une heure à la cafétéria du 2e étage, sur les heures de travail. Inscription auprès de Nathalie avant la fin du mois.
            2. Les casiers du vestiaire doivent être vidés pour le grand ménage. Les objets laissés seront donnés.
            3. Le party de Noël aura lieu à la salle des Chevaliers de Colomb. Conjoints bienvenus, réponse demandée.
            4. Rappel : les lunettes de sécurité sont obligatoires dans toute l'usine, même pour une visite rapide.
            Merci de votre collaboration!
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C06 savon au lait de chèvre sans taches orangées ni rancissement (savonnerie artisanale, Magog), 2025 - deux
#     fichiers seulement; pas de fichier de bruit : une invitation d'un salon de métiers d'art réacheminée à la fin
#     du fil (section de bruit, voir NOISE dans verify.py); fil de courriels avec le chimiste-conseil (cibles
#     seulement là; « mar. 14 janv. 2025 », « 2025-01-20 », « le 27 janvier », « 17/02/2025 », « lundi 10 mars
#     2025 », « le 12 mars », « le 4 juin », « ven. 13 juin 2025 »); classeur XLSX (recettes dans « recettes »,
#     résultats d'étuve seulement dans « étuve »). Valeurs voisines : 4 / 6 / 9 / 10 semaines; 6,2 / 16 / 19 / 31 /
#     38 meq/kg.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_savon_lait_chevre_taches_orangees",
        "question": "Bonjour! J'aurais besoin des lignes 242, 244 et 246 pour notre projet de savon au lait de chèvre qui ne rancit pas (SV-25), et d'un registre daté des travaux. J'ai seulement le fil de courriels avec Félix et mon classeur d'essais.",
        "facts": {
            "242": [["aucune tache orangée"], ["au plus 10 meq/kg"], ["surgras de 5 %"], ["au plus 0,15 $"],
                    ["sans BHT"]],
            "244": [["tocophérols"], ["extrait de romarin"], ["eau distillée"], ["citrate de sodium"],
                    ["tournesol oléique"]],
            "246": [["6,2 meq/kg"], ["0,11 $"], ["0,4 mg/L"], ["acide linolénique"]],
        },
        "dates": ["2025-01-14", "2025-01-20", "2025-01-27", "2025-02-17", "2025-03-10", "2025-03-12",
                  "2025-06-04", "2025-06-13"],
        "noise": ["Salon des métiers d'art de l'Estrie", "frais de kiosque de 475 $", "date limite d'inscription"],
        "bindings": [
            {"value": "6 semaines", "subject": "R2", "others": ["R3", "R4"]},
            {"value": "19 meq/kg", "subject": "R3", "others": ["R4", "R5"]},
            {"value": "10 semaines", "subject": "R4", "others": ["R3", "R5"]},
        ],
    },
    [
        ("courriels_SV-25.txt", text("""
            De : Isabelle Vachon-Roy <isabelle@labiquette.example>
            À : Félix Nadeau <fnadeau.chimie@example.com>
            Date : mar. 14 janv. 2025 09:12
            Objet : Taches orangées - savons au lait de chèvre

            Bonjour Félix,
            Merci d'avoir accepté de nous aider. Je te résume : nos pains au lait de chèvre (méthode à froid, lait de nos chèvres congelé, huile de canola du Québec 30 %, olive, coco, beurre de karité, eau de notre puits) font des taches orangées et sentent le rance après 3-4 mois en tablette. Le Groupe Pharma-Santé veut nous référencer dans 40 pharmacies, mais il exige une garantie de 18 mois.
            Leurs conditions (et les nôtres) :
            - aucune tache orangée après 12 semaines en étuve à 40 °C (leur test accéléré, ça représenterait 18 mois)
            - indice de peroxyde au plus 10 meq/kg à la fin de l'étuve
            - on garde le surgras de 5 % (c'est ce qui fait la douceur du savon)
            - sans BHT ni EDTA, on est vendus comme naturels
            - au plus 0,15 $ de plus par pain de 110 g
            Sur les forums de savonniers, chacun a sa théorie (le lait, l'eau, les huiles, la vitamine E...). Rien de sérieux. Peux-tu m'aider à faire ça comme du monde?
            Isabelle

            ---
            De : Félix Nadeau <fnadeau.chimie@example.com>
            À : Isabelle Vachon-Roy <isabelle@labiquette.example>
            Date : 2025-01-20 21:47
            Objet : RE: Taches orangées - savons au lait de chèvre

            Isabelle,
            Les taches orangées sont de l'oxydation des huiles libres du surgras, ça c'est connu. Ce qui ne l'est pas, c'est ce qui la déclenche dans TON savon : les acides gras polyinsaturés du canola, le gras et les sucres du lait, ou des métaux qui catalysent la réaction (l'eau de puits en contient souvent). Les articles sur l'oxydation des huiles alimentaires ne s'appliquent pas directement : dans un pain de savon, le pH est de 10 et les huiles sont piégées dans le savon.
            Je propose de couler trois recettes la même journée et de les mettre à l'étuve à 40 °C :
            R1 = ta recette actuelle (témoin);
            R2 = R1 + tocophérols (vitamine E) 0,1 %;
            R3 = R1 + extrait de romarin 0,1 %, avec de l'eau distillée au lieu de l'eau du puits.
            Envoie-moi aussi un litre d'eau du puits, je la fais analyser.
            Félix

            ---
            De : Isabelle Vachon-Roy <isabelle@labiquette.example>
            À : Félix Nadeau <fnadeau.chimie@example.com>
            Date : 17/02/2025 16:05
            Objet : RE: RE: Taches orangées - savons au lait de chèvre

            Félix,
            R1, R2 et R3 coulées le 27 janvier, à l'étuve depuis la fin de la cure de 4 semaines. Déjà des petits points sur R1 (voir classeur). J'ai coulé R4 aujourd'hui : canola remplacé par de l'huile de tournesol oléique (moins d'insaturés, 0,07 $ de plus par pain), lait en poudre au lieu du lait congelé, eau du puits.
            Isabelle

            ---
            De : Félix Nadeau <fnadeau.chimie@example.com>
            À : Isabelle Vachon-Roy <isabelle@labiquette.example>
            Date : lundi 10 mars 2025 08:31
            Objet : Analyse de l'eau + suite

            Bonjour Isabelle,
            L'analyse de ton eau de puits : fer 0,4 mg/L et manganèse 0,08 mg/L. C'est assez pour catalyser l'oxydation. Ça concorde avec ton classeur : la vitamine E seule ne suffit pas, les taches sont apparues à 6 semaines pour R2, et R3 (eau distillée + romarin) tient mieux.
            Pour R5, je te suggère de tout combiner : tournesol oléique, extrait de romarin 0,1 %, eau distillée, et 0,5 % de citrate de sodium (un chélateur accepté en cosmétique naturelle) pour attraper le fer qui reste dans le lait et les huiles.
            Félix

            ---
            De : Isabelle Vachon-Roy <isabelle@labiquette.example>
            À : Félix Nadeau <fnadeau.chimie@example.com>; achats@pharmasante.example
            Date : ven. 13 juin 2025 10:22
            Objet : Résultats finaux - savon au lait de chèvre

            Bonjour à vous deux,
            R5 (coulée le 12 mars) est sortie de l'étuve le 4 juin après 12 semaines à 40 °C : aucune tache, odeur correcte, indice de peroxyde de 6,2 meq/kg (Félix l'a mesuré). Surgras toujours à 5 %, coût ajouté 0,11 $ par pain.
            Ce qu'on retient :
            - le fer de l'eau du puits (0,4 mg/L) était un gros déclencheur; l'eau distillée et le citrate de sodium règlent ça;
            - l'acide linolénique du canola rend le surgras fragile, le tournesol oléique tient beaucoup mieux;
            - les antioxydants seuls (vitamine E, romarin) retardent les taches sans les empêcher.
            On peut commencer la production pour Pharma-Santé en juillet.
            Isabelle

            ---------- Message transféré ---------
            De : Comité des exposants <exposants@metiersdart-estrie.example>
            Objet : Salon des métiers d'art de l'Estrie - inscription 2025

            Chers artisans,
            Le Salon des métiers d'art de l'Estrie revient au Centre de foires de Sherbrooke. Les frais de kiosque de 475 $ (10 pi x 10 pi) comprennent l'électricité et une table. La date limite d'inscription est fixée à la fin août; le jury se réunit en septembre.
            Au plaisir de vous accueillir,
            Le comité des exposants
            """)),
        ("essais_SV-25.xlsx", xlsx([
            ("recettes", [
                ["code", "coulé le", "eau", "lait", "huile insaturée", "antioxydant", "chélateur", "surgras",
                 "coût ajouté / pain"],
                ["R1", D("2025-01-27"), "puits", "frais congelé", "canola 30 %", "aucun", "aucun", "5 %", "0,00 $"],
                ["R2", D("2025-01-27"), "puits", "frais congelé", "canola 30 %", "tocophérols 0,1 %", "aucun", "5 %",
                 "0,03 $"],
                ["R3", D("2025-01-27"), "distillée", "frais congelé", "canola 30 %", "extrait de romarin 0,1 %",
                 "aucun", "5 %", "0,05 $"],
                ["R4", D("2025-02-17"), "puits", "en poudre", "tournesol oléique 30 %", "aucun", "aucun", "5 %",
                 "0,07 $"],
                ["R5", D("2025-03-12"), "distillée", "frais congelé", "tournesol oléique 30 %",
                 "extrait de romarin 0,1 %", "citrate de sodium 0,5 %", "5 %", "0,11 $"],
            ]),
            ("étuve", [
                ["code", "première tache orangée (40 °C)", "indice de peroxyde en fin d'étuve", "odeur",
                 "remarque"],
                ["R1", "4 semaines", "38 meq/kg", "rance", "étuve arrêtée à 8 semaines"],
                ["R2", "6 semaines", "31 meq/kg", "rance léger", "étuve arrêtée à 8 semaines"],
                ["R3", "9 semaines", "19 meq/kg", "correcte", ""],
                ["R4", "10 semaines", "16 meq/kg", "correcte", "lait en poudre, pas de différence au toucher"],
                ["R5", "aucune à 12 semaines", "6,2 meq/kg", "correcte", ""],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C07 réparation des bâtons de hockey en composite cassés au manche (atelier de réparation, Laval), 2025 -
#     question en anglais; grille tarifaire XLSX en bruit (nommée dans la question); rapport d'essais DOCX
#     (Objectif, Méthode, Résultats, Conclusion; cibles seulement là; « 22 août 2025 », « 7 avril 2025 », « l'examen du
#     13 mai », « l'essai du 8 juillet »); CSV des essais de flexion (ISO; valeurs sans unité); rapport de labo
#     PDF (« reçues le 4 juin 2025 », « du 9 au 13 juin 2025 » = une entrée, le 9, « 20 juin 2025 »; rigidité et
#     cycles officiels seulement dans le tableau). Valeurs voisines : 58 / 64 / 78 / 83 / 94 %; 16 / 18 / 41 g.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_reparation_batons_hockey_composite",
        "question": "Hello, we need T661 lines 242, 244 and 246 for our composite hockey stick repair project (RB-25), plus a dated log of the work. Attached: Yasmine's test report (Word), the bending test CSV, the CECQ lab report and our 2025 price grid.",
        "facts": {
            "242": [["au moins 85 %"], ["au plus 20 g"], ["au plus 10 %"], ["5 000 cycles"], ["au plus 30 $"]],
            "244": [["biseau de 20:1"], ["préimprégné"], ["gaine thermorétractable"],
                    ["bouchon de bois"], ["insert interne"]],
            "246": [["94 %"], ["16 g"], ["8 000 cycles"], ["bout du biseau"], ["talon de la palette"]],
        },
        "dates": ["2025-04-07", "2025-04-15", "2025-04-24", "2025-05-06", "2025-05-13", "2025-05-21",
                  "2025-06-04", "2025-06-09", "2025-06-20", "2025-07-08", "2025-08-22"],
        "noise": ["Affûtage de patins", "Carte de fidélité", "Rallonge de bâton en bois"],
        "bindings": [
            {"value": "41 g", "subject": "H1", "others": ["H2", "H3"]},
            {"value": "64 %", "subject": "H2", "others": ["H3", "H5"]},
            {"value": "3 100 cycles", "subject": "H3", "others": ["H2", "H4"]},
        ],
    },
    [
        ("rapport_essais_RB-25.docx", docx([
            ("title", "Rapport d'essais - projet RB-25"),
            ("p", "Réparation structurale des bâtons de hockey en composite de carbone cassés au manche"),
            ("p", "RéparaBâton inc., Laval. Rédigé par Yasmine Benali, ing., le 22 août 2025. Essais réalisés avec "
                  "Tommy Paquette, technicien; Alexandre Caron, président."),
            ("h1", "Objectif"),
            ("p", "Un bâton de composite coûte entre 250 $ et 400 $ et casse le plus souvent dans le tiers inférieur "
                  "du manche. Les réparations offertes sur le marché (bouchon de bois collé à l'intérieur et "
                  "manchon de fibre de verre à l'extérieur) alourdissent le bâton, créent un point dur qui change "
                  "la flexion et cassent de nouveau après quelques semaines. Les méthodes de réparation par biseau "
                  "de l'aéronautique supposent un autoclave et un stratifié connu; ici chaque marque et chaque "
                  "modèle a son propre empilement, inconnu, avec des parois de 1,2 à 2,0 mm. Nous ne savions pas "
                  "si une réparation faite en atelier pouvait redonner la résistance et la sensation d'un bâton "
                  "intact. Le projet a démarré le 7 avril 2025 avec les cibles suivantes :"),
            ("b", "charge de rupture en flexion au moins 85 % de celle du même modèle intact;"),
            ("b", "masse ajoutée au plus 20 g;"),
            ("b", "écart de rigidité locale au plus 10 % (le joueur ne doit pas sentir la réparation);"),
            ("b", "au moins 5 000 cycles de fatigue à la charge d'un lancer frappé sans rupture;"),
            ("b", "coût de la réparation au plus 30 $ (matériaux et main-d'œuvre), pour un prix de vente de 79 $."),
            ("h1", "Méthode"),
            ("p", "Bâtons cassés récupérés auprès de deux arénas de Laval (modèles de trois marques, flex 65 à 85). "
                  "Chaque bâton réparé est comparé à un bâton intact du même modèle en flexion trois points "
                  "(portée de 600 mm) sur notre banc, et en fatigue à 70 % de la charge de rupture de l'intact, "
                  "à 2 Hz. Cinq méthodes ont été essayées :"),
            ("n", "H1 : bouchon de bois collé à l'intérieur et manchon de fibre de verre (pratique courante)."),
            ("n", "H2 : insert interne en tube de carbone collé à l'époxy, sans renfort extérieur."),
            ("n", "H3 : biseau 10:1 sur les deux bouts, tissu de carbone imprégné à la main, cure à la température "
                  "de la pièce."),
            ("n", "H4 : biseau de 20:1 poncé au gabarit, carbone préimprégné à ±45° et 0°, époxy renforcée, "
                  "compactage par gaine thermorétractable et cure à 120 °C dans un manchon chauffant en silicone."),
            ("n", "H5 : méthode H4 appliquée aux bris près du talon de la palette."),
            ("h1", "Résultats"),
            ("table", [
                ["Méthode", "Rupture (% de l'intact)", "Masse ajoutée", "Écart de rigidité", "Cycles de fatigue",
                 "Coût"],
                ["H1", "78 %", "41 g", "+34 %", "1 200 cycles", "18 $"],
                ["H2", "64 %", "18 g", "+12 %", "non fait", "15 $"],
                ["H3", "83 %", "14 g", "+8 %", "3 100 cycles", "22 $"],
                ["H4", "94 %", "16 g", "+6 %", "plus de 8 000 cycles", "27 $"],
                ["H5", "58 %", "19 g", "+9 %", "non fait", "29 $"],
            ]),
            ("p", "Le manchon H1 redonne de la résistance, mais avec 41 g de plus le bâton H1 devient raide à "
                  "l'endroit de la réparation et casse juste à côté du manchon en fatigue."),
            ("p", "L'insert seul (H2) décolle : la rupture à 64 % pour H2 se produit par arrachement de l'insert, "
                  "la colle ne transmet pas la charge sur une si courte longueur dans une paroi aussi mince."),
            ("p", "Les éprouvettes H3 ont lâché à 3 100 cycles pour H3 : l'examen du 13 mai a montré une "
                  "délamination qui part du bout du biseau, là où l'épaisseur du patch tombe à zéro. Le biseau "
                  "10:1 concentre trop la contrainte et la résine imprégnée à la main laisse des vides."),
            ("p", "Les bâtons réparés selon H4 ont été envoyés au Centre d'essais Composites Québec (CECQ) pour "
                  "confirmer la fatigue; le CECQ n'a relevé aucune rupture après 8 000 cycles (rapport du 20 juin)."),
            ("p", "Enfin, l'essai du 8 juillet (H5) montre que la même méthode ne tient pas près du talon de la "
                  "palette : la géométrie change trop vite et la mousse du noyau empêche un biseau propre."),
            ("h1", "Conclusion"),
            ("p", "La méthode H4 atteint toutes les cibles pour les bris du manche : 94 % de la charge de rupture, "
                  "16 g ajoutés, rigidité à 6 % de l'intact, plus de 8 000 cycles et 27 $ par réparation. Nous "
                  "retenons qu'un biseau long (20:1) et une cure compactée sont nécessaires pour éviter la "
                  "délamination au bout du biseau, et que les bris près du talon ne sont pas réparables par cette "
                  "approche. Lancement du service en septembre, bris du manche seulement."),
        ])),
        ("flexion_RB-25.csv", text("""
            date;éprouvette;méthode;modèle;flex;charge de rupture intact (N);charge de rupture réparé (N);ratio (%);masse ajoutée (g);rigidité locale vs intact (%);cycles à 70 %;note
            2025-04-15;RB-01;H1;marque A modèle 1;75;1480;1150;78;41;34;1200;casse à côté du manchon
            2025-04-15;RB-02;H1;marque B modèle 3;85;1620;1270;78;42;31;1150;
            2025-04-24;RB-05;H2;marque A modèle 1;75;1480;950;64;18;12;;insert arraché
            2025-04-24;RB-06;H2;marque C modèle 2;65;1310;850;65;17;11;;insert arraché
            2025-05-06;RB-09;H3;marque B modèle 3;85;1620;1340;83;14;8;3100;délamination bout du biseau
            2025-05-06;RB-10;H3;marque A modèle 1;75;1480;1230;83;15;9;2950;
            2025-05-21;RB-13;H4;marque A modèle 1;75;1480;1400;95;16;6;;envoyé au CECQ
            2025-05-21;RB-14;H4;marque B modèle 3;85;1620;1510;93;16;5;;envoyé au CECQ
            2025-05-21;RB-15;H4;marque C modèle 2;65;1310;1230;94;15;7;;
            2025-07-08;RB-19;H5;marque A modèle 1 (talon);75;1480;860;58;19;9;;rupture dans la mousse du noyau
            """)),
        ("rapport_CECQ-25-0611.pdf", pdf([
            ("title", "Rapport d'essais CECQ-25-0611"),
            ("p", "Essais de fatigue en flexion sur des manches de bâtons de hockey en composite réparés"),
            ("p", "Client : RéparaBâton inc., Laval. Éprouvettes reçues le 4 juin 2025 : deux bâtons réparés "
                  "(RB-13, RB-14) et deux bâtons intacts des mêmes modèles. Essais réalisés du 9 au 13 juin 2025. "
                  "Rapport émis le 20 juin 2025."),
            ("h1", "1. Méthode"),
            ("p", "Flexion trois points, portée de 600 mm, zone réparée au centre. Rigidité mesurée avant et après "
                  "la fatigue. Fatigue à charge imposée de 70 % de la charge de rupture déclarée par le client "
                  "pour le modèle intact, 2 Hz, arrêt à 8 000 cycles ou à la rupture. Inspection par "
                  "thermographie active après l'essai."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Éprouvette", "Rigidité initiale", "Rigidité après fatigue", "Cycles", "Défauts après essai"],
                ["RB-13 (réparé)", "+6 % vs intact", "-2 %", "8 000 sans rupture", "aucun"],
                ["RB-14 (réparé)", "+5 % vs intact", "-3 %", "8 000 sans rupture", "aucun"],
                ["Intact, modèle A1", "référence", "-1 %", "8 000 sans rupture", "aucun"],
                ["Intact, modèle B3", "référence", "-2 %", "8 000 sans rupture", "aucun"],
            ]),
            ("h1", "3. Conclusion"),
            ("p", "Les deux manches réparés ont supporté 8 000 cycles sans rupture ni défaut détectable, avec une "
                  "perte de rigidité comparable à celle des bâtons intacts. Les résultats ne se rapportent qu'aux "
                  "éprouvettes soumises à l'essai."),
        ], header="Centre d'essais Composites Québec (CECQ) - Saint-Jérôme - Rapport CECQ-25-0611",
            footer="Reproduction partielle interdite sans autorisation écrite")),
        ("grille_tarifaire_reparations_2025.xlsx", xlsx([
            ("Services", [
                ["Service", "Prix", "Délai"],
                ["Affûtage de patins", "12 $", "pendant que vous attendez"],
                ["Affûtage de patins de gardien", "18 $", "24 h"],
                ["Rallonge de bâton en bois", "10 $", "pendant que vous attendez"],
                ["Pose de ruban et de bouchon", "8 $", "pendant que vous attendez"],
                ["Remplacement de lacets", "6 $", "pendant que vous attendez"],
            ]),
            ("Promotions", [
                ["Promotion", "Détail"],
                ["Carte de fidélité", "10e affûtage gratuit"],
                ["Équipes mineures", "15 % sur présentation de la carte d'équipe"],
                ["Ligue de garage du mardi", "2 affûtages pour 20 $"],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 séchage du houblon sans perte d'huiles essentielles en climat humide (houblonnière coopérative, Lanaudière),
#     récolte 2024 - liste de prix CSV en bruit (nommée dans la question); journal du séchoir .txt (cibles seulement
#     là; en-têtes « JUILLET 2024 », « AOÛT 2024 », « SEPTEMBRE 2024 », « OCTOBRE 2024 » et entrées « lun. 29 »,
#     « ven. 16 », « mar. 20 », « lun. 26 », « mer. 4 », « mar. 10 », « ven. 13 », « mar. 15 »); classeur XLSX
#     (conduite dans « lots », humidités haut/bas et durées seulement dans « mesures »); rapport de labo PDF
#     (« reçus le 16 septembre 2024 », « du 17 au 19 septembre 2024 » = une entrée, le 17, « 30 septembre 2024 »;
#     huiles seulement dans le tableau). Valeurs voisines : 0,9 / 1,4 / 1,6 / 1,7 mL/100 g; 9 / 11 / 13 / 14 / 19 h;
#     1,2 / 2,8 / 4,5 / 5 points.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_sechage_houblon_huiles_essentielles",
        "question": "Salut, peux-tu nous monter les lignes 242, 244 et 246 pour le projet du séchoir à houblon (HB-24), avec un registre daté des travaux? Je t'envoie le journal du séchoir de Patrice, le classeur des lots, le rapport du labo brassicole pis notre liste de prix aux brasseries.",
        "facts": {
            "242": [["8 à 10 %"], ["au plus 2 points"], ["1,5 mL/100 g"], ["au plus 12 h"], ["0,60 $/kg"]],
            "244": [["thermopompe déshumidificatrice", "thermopompe"], ["inversion du flux"], ["lit de 45 cm"],
                    ["42 °C"]],
            "246": [["1,7 mL/100 g"], ["1,2 point"], ["0,48 $/kg"], ["myrcène"], ["trop épais"]],
        },
        "dates": ["2024-07-29", "2024-08-16", "2024-08-20", "2024-08-26", "2024-09-04", "2024-09-10",
                  "2024-09-13", "2024-09-16", "2024-09-17", "2024-09-30", "2024-10-15"],
        "noise": ["Chinook en cônes entiers", "Livraison gratuite à partir de 25 kg",
                  "Prépaiement requis pour les nouveaux clients"],
        "bindings": [
            {"value": "0,9 mL/100 g", "subject": "D1", "others": ["D2", "D3"]},
            {"value": "19 h", "subject": "D2", "others": ["D3", "D4"]},
            {"value": "4,5 points", "subject": "D3", "others": ["D4", "D5"]},
        ],
    },
    [
        ("journal_sechoir_HB-24.txt", text("""
            JOURNAL DU SÉCHOIR - HB-24 - récolte 2024
            Houblons Matawinie coop, Saint-Jean-de-Matha. Patrice Lamarche (resp. séchoir), Audrey Beaulieu, agr. (qualité). Brasserie partenaire : Microbrasserie Le Castor Rouge, Joliette.

            JUILLET 2024
            lun. 29   Rencontre avec le Castor Rouge pis 2 autres brasseries. Ils aiment notre Cascade frais mais notre houblon séché sent le foin : ils paient 30 % de moins que pour du Cascade américain. Notre séchoir à caisson (propane, air à 63 °C, lit de 60 cm, air qui monte) suit les recettes de Yakima, où l'air est sec. Ici en août l'air entre à 80-90 % HR.
                      Ce qu'on pense : à 63 °C on fait partir les huiles (surtout le myrcène, le plus volatil), mais si on baisse la température en air humide, ça sèche plus, le dessus du lit reste mouillé pis ça moisit. On a rien trouvé sur un séchage à basse température avec de l'air déshumidifié pour un lit de cônes de houblon; les études sur les fines herbes parlent de couches de 5 cm, pas de 60 cm.
                      Cibles (avec Audrey) :
                      - humidité finale de 8 à 10 %, écart entre le haut et le bas du lit au plus 2 points
                      - huiles essentielles totales au moins 1,5 mL/100 g (Cascade)
                      - séchage au plus 12 h par lot (2 lots par jour en pleine récolte)
                      - énergie au plus 0,60 $/kg sec
                      Location d'une thermopompe déshumidificatrice de 15 kW pour le mois d'août (Agri-Clim).

            AOÛT 2024
            ven. 16   D1 = référence : propane, air à 63 °C, lit de 60 cm, flux montant. Cascade, 410 kg verts. Fin en 9 h.
                      Échantillon de cônes frais congelé (témoin pour le labo).
                      Lit pas uniforme : dessus encore humide quand le bas est trop sec (mesures au classeur).
            mar. 20   D2 = propane, air à 45 °C, le reste pareil. 19 h pour D2, on a bloqué le séchoir toute la nuit. Moisissure grise sur le dessus du lit par endroits, lot déclassé.
            lun. 26   D3 = thermopompe déshumidificatrice : air à 42 °C et environ 20 % HR à l'entrée du plénum, lit de 60 cm, flux montant. Odeur bien meilleure au frottage. 13 h. Mais écart haut-bas de 4,5 points pour D3, dessus trop humide pour le pressage.

            SEPTEMBRE 2024
            mer. 4    D4 = thermopompe, air à 42 °C + inversion du flux d'air à mi-séchage (clapets bricolés : l'air monte 6 h puis descend) + lit de 45 cm au lieu de 60. 11 h. Écart haut-bas 1,2 point.
            mar. 10   D5 = D4 mais lit de 60 cm pour garder la capacité. 14 h, écart de 2,8 points pour D5. Le lit est trop épais, même avec l'inversion.
            ven. 13   Échantillons D1, D3, D4 + témoin congelé envoyés au labo brassicole (huiles, acides alpha, myrcène).

            OCTOBRE 2024
            mar. 15   Bilan. Rapport du labo reçu (30 septembre).
                      D4 retenu : humidité 9,2 % en moyenne, écart haut-bas 1,2 point, huiles 1,7 mL/100 g, séchage 11 h, 0,48 $/kg sec d'électricité (contre 0,71 $/kg de propane pour D1).
                      Appris : le labo montre qu'on perdait surtout le myrcène à 63 °C. À basse température, c'est l'humidité de l'air qui décide, pas la chaleur : avec de l'air à 45 °C pas déshumidifié (D2), c'est trop long pis ça moisit. La thermopompe seule laisse le dessus mouillé; il faut inverser le flux, pis garder le lit à 45 cm.
                      Pour 2025 : acheter la thermopompe (soumission à demander) et refaire les clapets en acier.
            """)),
        ("lots_sechoir_HB-24.xlsx", xlsx([
            ("lots", [
                ["lot", "date de récolte", "variété", "kg verts", "chauffage", "air à l'entrée", "épaisseur du lit",
                 "sens de l'air"],
                ["D1", D("2024-08-16"), "Cascade", 410, "propane", "63 °C", "60 cm", "montant"],
                ["D2", D("2024-08-20"), "Cascade", 405, "propane", "45 °C", "60 cm", "montant"],
                ["D3", D("2024-08-26"), "Cascade", 398, "thermopompe déshumidificatrice", "42 °C, ~20 % HR",
                 "60 cm", "montant"],
                ["D4", D("2024-09-04"), "Cascade", 300, "thermopompe déshumidificatrice", "42 °C, ~20 % HR",
                 "45 cm", "montant 6 h puis descendant"],
                ["D5", D("2024-09-10"), "Cascade", 402, "thermopompe déshumidificatrice", "42 °C, ~20 % HR",
                 "60 cm", "montant 6 h puis descendant"],
            ]),
            ("mesures", [
                ["lot", "durée de séchage", "humidité haut du lit", "humidité bas du lit", "écart haut-bas",
                 "énergie ($/kg sec)", "remarque"],
                ["D1", "9 h", "12,8 %", "7,8 %", "5,0 points", "0,71 $/kg", "bas trop sec, cônes brisés"],
                ["D2", "19 h", "14,1 %", "8,6 %", "5,5 points", "0,94 $/kg", "moisissure, lot déclassé"],
                ["D3", "13 h", "12,9 %", "8,4 %", "4,5 points", "0,52 $/kg", "dessus humide"],
                ["D4", "11 h", "9,8 %", "8,6 %", "1,2 point", "0,48 $/kg", ""],
                ["D5", "14 h", "10,9 %", "8,1 %", "2,8 points", "0,55 $/kg", "lit de 60 cm"],
            ]),
        ])),
        ("rapport_LBA-24-0917.pdf", pdf([
            ("title", "Certificat d'analyse LBA-24-0917"),
            ("p", "Acides alpha, huiles essentielles et myrcène de cônes de houblon Cascade séchés selon différents "
                  "procédés"),
            ("p", "Client : Houblons Matawinie coop, Saint-Jean-de-Matha. Quatre échantillons reçus le 16 septembre "
                  "2024 (trois lots séchés D1, D3 et D4, un témoin de cônes frais congelés)."),
            ("p", "Analyses réalisées du 17 au 19 septembre 2024. Certificat émis le 30 septembre 2024."),
            ("h1", "Méthodes"),
            ("p", "Humidité à l'étuve; acides alpha par spectrophotométrie (ASBC Houblon-6); huiles essentielles "
                  "totales par hydrodistillation (ASBC Houblon-13), exprimées sur base sèche; profil des huiles par "
                  "chromatographie en phase gazeuse."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Humidité", "Acides alpha", "Huiles totales", "Myrcène (% des huiles)"],
                ["Témoin frais congelé", "s.o.", "7,4 %", "2,0 mL/100 g", "57 %"],
                ["D1", "10,1 %", "6,9 %", "0,9 mL/100 g", "31 %"],
                ["D3", "10,6 %", "7,2 %", "1,6 mL/100 g", "52 %"],
                ["D4", "9,2 %", "7,3 %", "1,7 mL/100 g", "54 %"],
            ]),
            ("h1", "Commentaire"),
            ("p", "La baisse des huiles totales de l'échantillon D1 par rapport au témoin s'explique surtout par la "
                  "perte de myrcène. Les acides alpha varient peu entre les échantillons. Les résultats ne se "
                  "rapportent qu'aux échantillons reçus."),
        ], header="Laboratoire Brassicole Analytique - Trois-Rivières - Certificat LBA-24-0917",
            footer="Certificat valide pour les échantillons analysés seulement")),
        ("liste_prix_brasseries_2025.csv", text("""
            variété;format;récolte;prix ($/kg);disponibilité
            Cascade en cônes entiers;sac sous vide 1 kg;2024;34,00;en stock
            Cascade en granules T90;sac sous vide 5 kg;2024;38,50;en stock
            Chinook en cônes entiers;sac sous vide 1 kg;2024;36,00;quantité limitée
            Centennial en granules T90;sac sous vide 5 kg;2024;41,00;en stock
            Houblon frais (wet hop);caisse de 10 kg;2025;18,00;sur réservation, fin août
            Livraison gratuite à partir de 25 kg;;;;
            Prépaiement requis pour les nouveaux clients;;;;
            """)),
    ],
)
