#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the eighteenth first-contact set (fr/evidence_first_18).

Run:  python3 make_files.py        then  python3 ../../check_cases.py . -v
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_17:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Quebec firms, 2024-2025 projects, in subjects not used by any earlier evidence set: papier ensemencé
qui ne germe plus après impression (imprimerie, Victoriaville), smoked meat tranché qui purge sous vide
(charcuterie, Montréal), récolte d'argousier sur branches congelées (ferme, Kamouraska), urnes funéraires
d'immersion biodégradables (atelier, Trois-Rivières), prises d'escalade en résine biosourcée qui fendent
(fabricant, Québec), tri des textiles usagés par spectrométrie proche infrarouge (récupérateur, Laval),
détection de la somnolence des camionneurs par caméra infrarouge (logiciel embarqué, Drummondville), fleur de
sel des Îles-de-la-Madeleine trop humide et amère (saline, Havre-Aubert).

Two questions are in English over French records ("language": "en"). Each case has 3 or 4 files in at least
three formats. Every case carries non-record content, whole files (liste de prix, bulletin de sécurité, facture,
contrat, offre d'emploi) or passages pasted inside a record file (note RH in a journal, infolettre inside
e-mails, publicité of the firm's own shop inside a journal, publicité touristique inside weekly reports).

Dates in many French forms: « 3 mars 2025 », « le 2 juin », « 17/04/2025 », ISO dates (CSV, XLSX date cells),
« lundi 3 — », « semaine du 10 mars », « ### jeu. 6 » under a month header. Every listed date is also written
somewhere in a form check_cases.py reads. Dates written only in noise text are not listed.
Decimal commas, Quebec usage and anglicisms, « 1,2 % », « -10 °C ».

Facts are what a careful consultant would need on each line: 242 the targets with their numbers, 244 the
hypotheses / variants / methods, 246 the results and what the failures ruled out. Bindings are coded variants
with close values (the value belongs to its subject, never to the others).
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
# C01 papier ensemencé qui ne germe plus après impression (imprimerie, Victoriaville), hiver 2025 - journal .md
#     sous en-têtes de mois avec une note RH collée au milieu; classeur XLSX des essais de germination (dates
#     ISO); rapport du labo de semences PDF; liste de prix CSV en bruit. Valeurs voisines : 18 / 41 / 58 / 69 /
#     71 % de germination. Piège : le nouveau gabarit de faire-part est du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_papier_ensemence_germination_impression",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 pour notre projet de papier ensemencé imprimable (PE-25), avec un registre daté des travaux? Je vous joins le journal de Mélissa, le classeur des essais de germination, le rapport du labo de semences et notre liste de prix.",
        "facts": {
            "242": [["au moins 65 %"], ["corps 6 points"], ["au plus 0,40 $"], ["12 mois"]],
            "244": [["toner basse fusion"], ["UV-DEL"], ["typographie à froid", "letterpress"],
                    ["test sur buvard"]],
            "246": [["71 %"], ["185 °C"], ["graines écrasées"], ["0,37 $"]],
        },
        "dates": ["2025-01-13", "2025-01-16", "2025-01-23", "2025-01-30", "2025-02-06", "2025-02-12",
                  "2025-02-20", "2025-02-26", "2025-02-27", "2025-03-06", "2025-03-10", "2025-03-17"],
        "noise": ["Choix des vacances d'été", "REER collectif", "Faire-part de mariage", "Frais de montage"],
        "bindings": [
            {"value": "41 %", "subject": "V2", "others": ["V1", "V3"]},
            {"value": "58 %", "subject": "V3", "others": ["V2", "V4"]},
            {"value": "69 %", "subject": "V5", "others": ["V4", "V3"]},
        ],
    },
    [
        ("journal_projet_PE-25.md", text("""
            # Journal - PE-25 papier ensemencé imprimable
            Imprimerie Boréa inc., Victoriaville. Tenu par Mélissa Gagnon (chargée de projet), avec Olivier au pressroom.

            ## Contexte
            On fabrique nous-mêmes notre papier ensemencé (pâte de coton recyclé + graines de fleurs sauvages, feuilles faites à la main au moule). Non imprimé, il germe à 78 % env. Dès qu'on le passe dans la Xerox (toner), les clients nous disent que rien ne pousse. Le fournisseur de la presse dit que c'est « probablement la chaleur » mais personne n'a de chiffre, et les autres imprimeurs qu'on connaît sous-traitent en sérigraphie, sans garantie de germination.

            ## Janvier 2025

            ### lundi 13 janvier - kick-off
            Rencontre avec Denis (proprio) et Olivier. Objectifs qu'on se donne :
            - germination au moins 65 % APRÈS impression (mesurée comme le non imprimé);
            - texte lisible en corps 6 points (mentions légales des cartes d'affaires, logos fins);
            - coût de revient au plus 0,40 $ par carte 3,5 x 2 po (on est à 0,29 $ sans impression);
            - les graines doivent encore germer après 12 mois en boîte (entreposage chez le client).
            Méthode de mesure : test sur buvard, 200 graines par variante, 14 jours à 22 °C sous néon, on compte les germées. Même lot de papier (lot P-0112) pour tout.

            ### jeudi 16 janvier
            V1 = impression toner standard sur la Xerox, réglages d'usine. 50 feuilles. Olivier colle un thermocouple mince sur une feuille test : la surface du papier atteint 185 °C dans le four de fusion (fuser). On part le buvard de V1.

            ### jeudi 23 janvier
            V2 = toner basse fusion (cartouches « low melt » commandées chez le distributeur), fuser baissé au minimum qui tient encore le toner : surface à 128 °C. Le toner s'efface un peu au grattage de l'ongle, à surveiller.

            ### jeudi 30 janvier
            Lecture V1 : 18 % de germination. Les graines sont brunies, cuites. La chaleur du fuser est bien le problème principal, et baisser la température ne suffira probablement pas. Le toner standard est exclu.

            ## Février 2025

            ### jeu. 6
            Lecture V2 (toner basse fusion) : 41 % de germination. Mieux, mais loin de 65 %, et le texte 6 pt bave. On arrête le toner.
            Même journée : V3 = jet d'encre UV-DEL chez Impressions Bois-Francs (on loue 2 h de presse). Pas de four, l'encre sèche sous les DEL; surface mesurée à 62 °C.

            ### mer. 12
            V4 = typographie à froid (letterpress) sur notre vieille Heidelberg à platine, foulage réduit au minimum (on ne veut pas écraser la feuille), encre à base d'huile végétale. Aucune chaleur. Texte 6 pt net, c'est même plus beau.
            On prépare aussi V5 = post-ensemencement : on imprime la feuille SANS graines en toner standard, puis on couche à la main une mince couche de pâte avec les graines au verso.

            > NOTE DE SERVICE - Ressources humaines (copiée ici par erreur, désolée!)
            > Choix des vacances d'été : inscrivez vos semaines sur le tableau de la cafétéria, priorité à l'ancienneté.
            > Rappel : la cotisation de l'employeur au REER collectif passe à 4 % dès la prochaine paie.
            > Le stationnement arrière sera fermé pour le déneigement mardi soir.

            ### jeu. 20
            Lecture V3 : 58 % de germination. Au binoculaire, plusieurs graines écrasées par les rouleaux d'entraînement de la presse UV, surtout les grosses (lupin, zinnia). Donc ce n'est plus la chaleur : c'est la pression. Idée : retirer les grosses graines du mélange.
            V5 terminé (la couche à la main a séché 4 jours), on part son buvard.

            ### mer. 26
            Lecture V4 (typographie à froid) : 71 % de germination. Premier essai au-dessus de l'objectif!

            ### jeu. 27 février
            Échantillons V1 et V4 envoyés au labo de semences à Saint-Hyacinthe pour confirmer nos lectures maison.

            ## Mars 2025

            ### jeu. 6
            Lecture V5 : V5 donne 69 % de germination, mais la couche du dessus pèle quand on plie la carte, et c'est 2 passes de plus à la main. Pas viable en production. On retient V4.

            ### lun. 10
            Rapport du labo reçu : 73 % pour V4 et 17 % pour V1, ça confirme nos chiffres à 2 points près.

            ### lundi 17 mars
            Calcul du coût de V4 avec Denis : 0,37 $ par carte (encre + temps de presse + calage). Sous les 0,40 $.
            On lance le test de vieillissement : 20 paquets de V4 en boîte, à 20 °C, on en ouvre un par mois pendant 12 mois. Aucun résultat encore, donc on ne sait pas si les graines survivent à l'entreposage.
            Hors projet : Olivier a fait le nouveau gabarit InDesign des faire-part, c'est du graphisme courant.
            """)),
        ("essais_germination_PE-25.xlsx", xlsx([
            ("Essais", [
                ["variante", "procede", "date_impression", "date_lecture", "temp_surface_C", "graines_semees",
                 "graines_germees", "germination_pct", "texte_6pt", "remarque"],
                ["T0", "non imprimé (témoin)", None, D("2025-01-30"), 22, 200, 156, 78, "s.o.", "lot P-0112"],
                ["V1", "toner standard", D("2025-01-16"), D("2025-01-30"), 185, 200, 36, 18, "OK", "graines brunies"],
                ["V2", "toner basse fusion", D("2025-01-23"), D("2025-02-06"), 128, 200, 82, 41, "bave",
                 "toner s'efface au grattage"],
                ["V3", "jet d'encre UV-DEL", D("2025-02-06"), D("2025-02-20"), 62, 200, 116, 58, "OK",
                 "grosses graines écrasées"],
                ["V4", "typographie à froid", D("2025-02-12"), D("2025-02-26"), 21, 200, 142, 71, "net",
                 "RETENU"],
                ["V5", "post-ensemencement", D("2025-02-20"), D("2025-03-06"), 22, 200, 138, 69, "OK",
                 "couche du dessus pèle au pliage"],
            ]),
            ("Coûts", [
                ["poste", "V4 ($/carte)"],
                ["papier ensemencé", 0.29],
                ["encre végétale", 0.01],
                ["temps de presse + calage", 0.07],
                ["total", 0.37],
            ]),
        ])),
        ("rapport_Semenco_SA-25-118.pdf", pdf([
            ("title", "Rapport d'essai de germination SA-25-118"),
            ("p", "Client : Imprimerie Boréa inc., Victoriaville. Échantillons de papier ensemencé reçus le "
                  "27 février 2025 (V1 et V4, 10 feuilles chacune). Rapport émis le 10 mars 2025."),
            ("h1", "Méthode"),
            ("p", "Graines extraites par trempage de 2 h à l'eau tiède. 4 répétitions de 50 graines sur papier "
                  "buvard humide, 14 jours à 20-22 °C, photopériode 8 h. Une graine est germée quand la radicule "
                  "dépasse 2 mm."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Rép. 1", "Rép. 2", "Rép. 3", "Rép. 4", "Germination moyenne"],
                ["V1 (toner)", "8", "10", "7", "9", "17 %"],
                ["V4 (typographie)", "37", "35", "38", "36", "73 %"],
            ]),
            ("h1", "Commentaires"),
            ("p", "Les graines de V1 présentent des téguments brunis et fissurés, compatibles avec un stress "
                  "thermique. Aucune anomalie notable sur V4. Nous n'avons pas évalué la viabilité après "
                  "entreposage prolongé."),
            ("small", "Ces résultats ne se rapportent qu'aux échantillons reçus."),
        ], header="Semenco Analyses - laboratoire de semences, Saint-Hyacinthe", footer="SA-25-118")),
        ("liste_prix_papeterie_2025.csv", text("""
            produit;format;quantite;prix_unitaire;prix_total;delai
            Carte d'affaires ensemencée;3,5 x 2 po;250;0,76 $;189,00 $;10 jours ouvrables
            Carte d'affaires ensemencée;3,5 x 2 po;500;0,62 $;310,00 $;10 jours ouvrables
            Faire-part de mariage ensemencé;5 x 7 po;100;3,95 $;395,00 $;15 jours ouvrables
            Marque-page ensemencé;2 x 6 po;250;1,10 $;275,00 $;10 jours ouvrables
            Frais de montage (fichier non conforme);s.o.;1;45,00 $;45,00 $;s.o.
            Livraison Centre-du-Québec;s.o.;1;15,00 $;15,00 $;s.o.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C02 smoked meat tranché qui purge dans l'emballage sous vide (charcuterie, Montréal), automne 2024 - rapports
#     hebdomadaires DOCX (« semaine du 9 septembre », items « lundi 16 - »); suivi CSV (; virgule décimale,
#     jj/mm/aaaa); rapport de microbiologie PDF; bulletin de sécurité .txt en bruit. Valeurs voisines : 4,8 /
#     3,1 / 2,6 / 1,9 / 1,2 % de purge à J45. Piège : la nouvelle étiquette bilingue est du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_smoked_meat_tranche_purge_sous_vide",
        "question": "Bonjour, j'aurais besoin des lignes 242, 244 et 246 pour notre projet de smoked meat tranché sous vide (SM-24), avec un registre daté des travaux. Vous trouverez les rapports hebdomadaires d'Anthony, le fichier de suivi de la purge, le rapport du labo et le bulletin de la mutuelle qu'on a reçu.",
        "facts": {
            "242": [["au plus 1,5 %"], ["60 jours"], ["sans phosphates"], ["au moins 68 %"]],
            "244": [["fibres d'agrumes"], ["skin-pack", "emballage sous peau"], ["tranchage à -2 °C"],
                    ["pesée de la purge"]],
            "246": [["1,2 %"], ["69,2 %"], ["goût d'orange"], ["texture spongieuse"]],
        },
        "dates": ["2024-09-03", "2024-09-09", "2024-09-16", "2024-09-23", "2024-09-30", "2024-10-03",
                  "2024-10-07", "2024-10-24", "2024-10-31", "2024-11-07", "2024-11-08", "2024-11-14",
                  "2024-11-21", "2024-12-06", "2024-12-13"],
        "noise": ["Cadenassage obligatoire", "gants anti-coupures", "Mutuelle de prévention ViandePro"],
        "bindings": [
            {"value": "3,1 %", "subject": "T2", "others": ["T1", "T3"]},
            {"value": "1,9 %", "subject": "T3", "others": ["T2", "T4"]},
            {"value": "4,8 %", "subject": "T1", "others": ["T2", "T3"]},
        ],
    },
    [
        ("rapports_hebdomadaires_SM-24.docx", docx([
            ("title", "SM-24 - Smoked meat tranché sous vide : rapports hebdomadaires"),
            ("p", "Viandes fumées Saint-Laurent inc., Montréal. Rapports d'Anthony Sabbagh, technologue en "
                  "production, à Nathalie Roy, directrice qualité. Un rapport par semaine, collés dans l'ordre."),
            ("h1", "Mise en contexte"),
            ("p", "Le smoked meat en pointe de poitrine est saumuré, fumé, cuit à la vapeur, refroidi puis tranché "
                  "et emballé sous vide en paquets de 200 g pour les épiceries. Après 3 à 4 semaines au comptoir, "
                  "il y a du jus rose au fond du paquet (la purge), jusqu'à 5 % du poids, et les clients pensent "
                  "que la viande est avariée. Les gros joueurs ajoutent des phosphates et de la carraghénane. Nos "
                  "clients veulent une étiquette courte, et notre fournisseur d'ingrédients n'a aucune donnée sur "
                  "une viande fumée aussi grasse que la nôtre sans phosphates. On ne sait pas d'où vient la purge "
                  "(saumure, tranchage ou emballage)."),
            ("h1", "Semaine du 3 septembre"),
            ("b", "mardi 3 - rencontre de départ avec Nathalie. Objectifs : purge au plus 1,5 % du poids à J45 "
                  "(on est autour de 4,8 %); durée de vie de 60 jours à 4 °C au lieu de 45; rendement de cuisson "
                  "au moins 68 % (on fait 66 %); sans phosphates ajoutés."),
            ("b", "Méthode retenue : pesée de la purge. On pèse le paquet, on l'ouvre, on égoutte 1 min, on "
                  "essuie le plastique et on repèse. 10 paquets par lot, à J45, conservés à 4 °C à la noirceur."),
            ("h1", "Semaine du 9 septembre"),
            ("b", "lundi 9 - lot T1 = témoin, recette actuelle (injection de saumure à 10 %, tranchage à 2 °C, "
                  "sous-vide standard). 40 paquets."),
            ("h1", "Semaine du 16 septembre"),
            ("b", "lundi 16 - lot T2 = tranchage à -2 °C : les pointes passent 3 h au congélateur avant la "
                  "trancheuse pour raffermir le gras. On a essayé -4 °C le matin : les tranches qui se brisent "
                  "sont trop nombreuses (env. 1 sur 4), donc -4 °C est écarté."),
            ("h1", "Semaine du 23 septembre"),
            ("b", "lundi 23 - lot T3 = T2 + fibres d'agrumes à 1 % dans la saumure pour retenir l'eau (ingrédient "
                  "d'origine végétale, pas un phosphate). Un mini-lot à 3 % a été goûté : goût d'orange net, "
                  "refusé par tout le monde. On reste à 1 %."),
            ("h1", "Semaine du 30 septembre"),
            ("b", "lundi 30 - lot T4 = T3 mais injection à 15 % au lieu de 10 %, pour voir si on gagne du "
                  "rendement."),
            ("b", "jeudi 3 octobre - panel de dégustation sur T4 : texture spongieuse, « comme du jambon cuit ». "
                  "L'injection à 15 % est abandonnée, peu importe la purge."),
            ("h1", "Semaine du 7 octobre"),
            ("b", "lundi 7 - lot T5 = T3 emballé en skin-pack (emballage sous peau) sur la machine prêtée par "
                  "le fournisseur de films. Le film colle à la viande, il ne reste presque pas d'espace pour "
                  "que le jus s'accumule."),
            ("b", "Rendement de cuisson mesuré sur les lots avec fibres (T3, T5) : 69,2 %, contre 66,1 % pour T1."),
            ("h1", "Semaine 43"),
            ("b", "jeudi 24 octobre - J45 de T1 : T1 a 4,8 % de purge, couleur grise sur les bords. C'est notre point "
                  "de départ."),
            ("h1", "Semaine 44"),
            ("b", "jeudi 31 octobre - J45 de T2 : T2 descend à 3,1 % de purge. Le tranchage à froid aide (moins de "
                  "gras écrasé et de fibres déchirées par la lame), mais ça ne suffit pas."),
            ("h1", "Semaine 45"),
            ("b", "jeudi 7 novembre - J45 de T3 : la purge de T3 est à 1,9 %. La saumure compte plus que le tranchage."),
            ("b", "vendredi 8 novembre - J60 de T1 envoyé au labo (test de durée de vie du témoin)."),
            ("h1", "Semaine 46"),
            ("b", "jeudi 14 novembre - J45 de T4 : 2,6 %, pire que T3 malgré plus de fibres dans la viande : trop d'eau "
                  "injectée. Confirme l'abandon de T4."),
            ("h1", "Semaine 47"),
            ("b", "jeudi 21 novembre - J45 de T5 : 1,2 % de purge. Sous l'objectif de 1,5 %. Goût et couleur OK selon "
                  "Nathalie."),
            ("h1", "Semaine 49"),
            ("b", "vendredi 6 décembre - J60 de T5 : 10 paquets envoyés au labo pour la flore lactique et Listeria."),
            ("h1", "Semaine 50"),
            ("b", "vendredi 13 décembre - rapport du labo reçu : T5 est encore sous la limite de flore lactique à J60, "
                  "T1 était au-dessus dès J60. L'objectif de 60 jours est atteint pour T5 sur un seul lot; il "
                  "faudra le refaire sur 3 lots de production."),
            ("b", "Hors projet : la nouvelle étiquette bilingue (exigée par la chaîne) a été faite avec le "
                  "graphiste la même semaine."),
        ])),
        ("suivi_purge_SM-24.csv", text("""
            lot;date_production;date_J45;saumure;injection_pct;tranchage_C;emballage;paquets;purge_J45_pct;rendement_cuisson_pct;remarque
            T1;09/09/2024;24/10/2024;actuelle;10;2;sous-vide;40;4,8;66,1;gris sur les bords
            T2;16/09/2024;31/10/2024;actuelle;10;-2;sous-vide;40;3,1;66,0;-4 °C écarté (tranches brisées)
            T3;23/09/2024;07/11/2024;fibres d'agrumes 1 %;10;-2;sous-vide;40;1,9;69,2;
            T4;30/09/2024;14/11/2024;fibres d'agrumes 1 %;15;-2;sous-vide;40;2,6;71,5;texture spongieuse - abandon
            T5;07/10/2024;21/11/2024;fibres d'agrumes 1 %;10;-2;skin-pack;40;1,2;69,2;RETENU
            """)),
        ("rapport_Agro-Qualite_AQ-24-2291.pdf", pdf([
            ("title", "Certificat d'analyse AQ-24-2291"),
            ("p", "Client : Viandes fumées Saint-Laurent inc., Montréal. Produit : smoked meat tranché, 200 g, "
                  "emballé. Échantillons reçus le 8 novembre 2024 (T1, J60) et le 6 décembre 2024 (T5, J60), "
                  "conservés à 4 °C. Rapport émis le 13 décembre 2024."),
            ("h1", "Méthodes"),
            ("p", "Bactéries lactiques : gélose MRS, 30 °C, 72 h. Flore aérobie totale : PCA, 35 °C, 48 h. "
                  "Listeria monocytogenes : MFHPB-30. Critère interne du client pour la fin de vie : bactéries "
                  "lactiques au plus 10 000 000 UFC/g."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Bactéries lactiques (UFC/g)", "Flore aérobie (UFC/g)", "Listeria", "Odeur"],
                ["T1 - J60", "45 000 000", "52 000 000", "non détectée", "sure"],
                ["T5 - J60", "2 100 000", "3 400 000", "non détectée", "normale"],
            ]),
            ("h1", "Interprétation"),
            ("p", "T1 dépasse le critère interne à J60; T5 respecte le critère à J60. Un seul lot par variante a "
                  "été analysé."),
        ], header="Laboratoire Agro-Qualité inc., Longueuil - microbiologie alimentaire", footer="AQ-24-2291")),
        ("bulletin_securite_trancheuses_automne_2024.txt", text("""
            BULLETIN DE SÉCURITÉ - Mutuelle de prévention ViandePro
            Numéro 24-07 - À afficher près des trancheuses

            Trancheuses à viande : 3 accidents graves au Québec cette année.

            1. Cadenassage obligatoire avant tout nettoyage ou changement de lame. Le simple arrêt au bouton ne suffit pas.
            2. Port de gants anti-coupures (niveau A4 ou plus) pour le démontage et l'affûtage.
            3. Ne jamais retirer le protège-lame pour aller plus vite, même en fin de quart.
            4. Former tout nouvel employé avant qu'il utilise la trancheuse seul.

            Rappel : votre cotisation à la mutuelle est payable avant la fin de l'année. Pour une visite de prévention gratuite, appelez votre conseillère.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C03 récolte d'argousier sur branches congelées (ferme, Kamouraska), été-automne 2024 - carnet .md (« ## Septembre
#     2024 » + « ### mar. 10 »), classeur XLSX des lots (dates ISO), courriels .txt avec l'atelier d'usinage et
#     l'agronome, facture de garage PDF en bruit. Valeurs voisines : 72 / 86 / 89 / 93 % de récupération.
#     Piège : les nouvelles étiquettes de pots de jus et le kiosque sont du travail courant.
# ---------------------------------------------------------------------------
LOTS_AR = [
    ["lot", "date", "congelation", "temp_C", "duree_h", "detacheur", "separation", "branches_kg", "baies_kg",
     "recuperation_pct", "eclatees_pct", "debris_pct", "debit_kg_h"],
    ["B1", D("2024-08-26"), "congélateur coffre", -18, 48, "secoué à la main", "aucune", 40, 11.3, 72, 14, 6.2, 35],
    ["B2", D("2024-09-03"), "conteneur réfrigéré", -25, 24, "tambour vibrant", "table inclinée", 40, 13.9, 86, 7.5,
     4.4, 95],
    ["B3", D("2024-09-10"), "conteneur réfrigéré", -35, 24, "tambour vibrant + tiges nylon", "table inclinée", 40,
     15.1, 93, 3.8, 4.1, 104],
    ["B4", D("2024-09-17"), "conteneur réfrigéré", -35, 24, "tambour vibrant + tiges nylon", "soufflerie", 40, 15.0,
     93, 3.6, 1.6, 118],
    ["B5", D("2024-09-24"), "conteneur réfrigéré", -30, 24, "tambour vibrant + tiges nylon", "soufflerie", 40, 14.4,
     89, 5.9, 1.8, 116],
]
case(
    {
        "name": "fr_argousier_recolte_branches_congelees",
        "question": "Bonjour! Pouvez-vous rédiger nos lignes 242, 244 et 246 pour le projet de récolte de l'argousier sur branches congelées (AR-24), avec un registre daté? Je vous envoie mon carnet, le fichier des lots, nos courriels avec Bruno et l'agronome, et une facture du garage.",
        "facts": {
            "242": [["au moins 90 %"], ["au plus 5 %"], ["au plus 2 %"], ["150 kg/h"]],
            "244": [["tambour vibrant"], ["tiges en nylon"], ["soufflerie"], ["congélation à -35 °C"]],
            "246": [["93 %"], ["3,8 %"], ["118 kg/h"], ["tiges d'acier"]],
        },
        "dates": ["2024-08-19", "2024-08-26", "2024-08-28", "2024-09-03", "2024-09-05", "2024-09-10",
                  "2024-09-17", "2024-09-18", "2024-09-19", "2024-09-24", "2024-10-08"],
        "noise": ["Garage Thériault & fils", "Pneus de VTT", "Changement d'huile moteur"],
        "bindings": [
            {"value": "86 %", "subject": "B2", "others": ["B1", "B3"]},
            {"value": "72 %", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "89 %", "subject": "B5", "others": ["B4", "B3"]},
        ],
    },
    [
        ("carnet_recolte_AR-24.md", text("""
            # Carnet - AR-24 récolte de l'argousier sur branches congelées
            Ferme Les Argousiers du Fleuve, Saint-André-de-Kamouraska. Notes de Geneviève Ouellet; Marc-Antoine fait la mécanique.

            4 ha d'argousier (Askola et Leikora). Les baies tiennent tellement fort sur la branche qu'on cueille 6-8 kg/h à la main, c'est pas rentable. En Europe, on coupe les branches à fruits, on les congèle et on les secoue : les baies gelées cassent au pédicelle. Mais les machines qui font ça coûtent 180 000 $ et sont faites pour des tunnels de congélation industriels. Personne ici ne sait à quelle température les baies se détachent sans éclater, ni quel détacheur et quel tri marchent à notre échelle. On loue un conteneur réfrigéré qui descend à -35 °C.

            ## Août 2024

            ### lundi 19 août - objectifs
            Avec Marc-Antoine et Bruno (Atelier d'usinage Lévesque) :
            - récupérer au moins 90 % des baies présentes sur les branches;
            - baies éclatées au plus 5 % (le jus qui coule colle tout et fait fermenter);
            - débris (feuilles, épines, bouts de bois) au plus 2 % en masse dans les baies emballées;
            - débit de 150 kg/h de baies propres avec 2 personnes.
            Mesure : on pèse les baies récupérées, puis on cueille à la main tout ce qui reste sur les branches pour avoir le total. 40 kg de branches par lot.

            ### lun. 26
            Lot B1 : branches 48 h au congélateur coffre à -18 °C, secouées à la main sur une table grillagée. B1 = 72 % de récupération et 14 % d'éclatées. La congélation lente fait des baies collées en grappes de glace, il faut les casser à la main. Débit ridicule (35 kg/h).

            ### mer. 28
            Bruno propose un tambour vibrant (voir courriels). Il le bâtit cette semaine.

            ## Septembre 2024

            ### mardi 3 septembre
            Lot B2 : conteneur à -25 °C pendant 24 h, tambour vibrant à 18 Hz. B2 monte à 86 % de récupération, 7,5 % d'éclatées. Les baies du bout des branches restent collées.

            ### jeudi 5 septembre
            Essai rapide d'un batteur à tiges d'acier dans le tambour pour frapper plus fort : 22 % d'éclatées sur 10 kg. Les tiges d'acier fendent les baies même gelées dures. On l'oublie. Bruno remplace par des tiges en nylon de 12 mm.

            ### mar. 10
            Lot B3 : congélation à -35 °C pendant 24 h + tambour vibrant avec tiges en nylon. 93 % de récupération, 3,8 % d'éclatées. Les deux premiers objectifs sont atteints. Par contre 4,1 % de débris (feuilles gelées qui cassent en miettes avec les baies).

            ### mar. 17
            Lot B4 : même chose que B3 + soufflerie à la sortie du tambour (ventilateur de grain récupéré, réglé au variateur) : les feuilles partent, pas les baies. Débris 1,6 %. Débit mesuré : 118 kg/h. Le goulot, c'est nous : on n'arrive pas à nourrir le tambour en branches assez vite à deux.

            ### mar. 24
            Lot B5 : on essaie -30 °C pour sauver de l'électricité sur le conteneur. B5 retombe à 89 % de récupération et 5,9 % d'éclatées. Il faut vraiment -35 °C.

            ## Octobre 2024

            ### mardi 8 octobre
            Bilan de saison avec Bruno. Retenu : congélation à -35 °C, tambour vibrant avec tiges en nylon, soufflerie. Récupération, éclatement et débris OK, mais 118 kg/h au lieu de 150 kg/h : objectif de débit pas atteint. Idée pour 2025 : une table d'alimentation avec convoyeur.
            On ne sait pas non plus si couper les branches à fruits va nuire à la récolte de l'an prochain (l'agronome dit d'attendre le printemps pour voir la repousse).
            Hors projet : nouvelles étiquettes pour les pots de jus et le kiosque au bord de la 132.
            """)),
        ("essais_recolte_AR-24.xlsx", xlsx([("Lots", LOTS_AR)])),
        ("courriels_AR-24.txt", text("""
            De : Bruno Lévesque <bruno@usinage-levesque.example>
            À : Geneviève Ouellet
            Date : 28 août 2024 07:42
            Objet : RE: argousier - idée de tambour

            Salut Geneviève,

            Avec B1, ton problème c'est que secouer à la main ne donne pas assez d'accélération pour casser le pédicelle partout. Je te propose un tambour grillagé de 1,2 m qui vibre (moteur à balourd, 18 Hz, amplitude autour de 12 mm). Les branches entrent d'un bord, les baies tombent à travers la grille sur une table inclinée. Je peux le monter avec des pièces que j'ai, prêt pour mardi prochain.

            Par contre je garantis rien sur les éclatées : si les baies sont pas assez gelées, le tambour va les écraser.

            Bruno

            ----------------------------------------------------------------

            De : Geneviève Ouellet
            À : Bruno Lévesque; Josée Pelletier (agronome)
            Date : 18 septembre 2024 21:10
            Objet : B4 - débit

            Bonsoir,

            B4 est bon sur tout sauf le débit : 118 kg/h. La soufflerie règle les débris. On perd du temps à démêler les branches qui sortent du conteneur en paquets gelés. Bruno, est-ce qu'une trémie avec un convoyeur est faisable pour l'an prochain?

            Josée, on a coupé environ le tiers des branches sur les rangs 3 à 6. Est-ce que ça va nuire à la floraison de 2025?

            Geneviève

            ----------------------------------------------------------------

            De : Josée Pelletier
            À : Geneviève Ouellet
            Date : 19 sept. 2024 08:05
            Objet : RE: B4 - débit

            Bonjour Geneviève, l'argousier fructifie sur le bois de 2 ans. Couper le tiers devrait aller, mais on n'a pas de données pour nos hivers. Je passerai compter les bourgeons au printemps.
            """)),
        ("facture_Garage_Theriault_F-20931.pdf", pdf([
            ("title", "FACTURE F-20931"),
            ("p", "Garage Thériault & fils - machinerie agricole, Saint-Pascal"),
            ("p", "Client : Ferme Les Argousiers du Fleuve. Date de facturation : 30 août 2024."),
            ("table", [
                ["Description", "Qté", "Prix unitaire", "Montant"],
                ["Changement d'huile moteur (tracteur Kubota M5)", "1", "189,00 $", "189,00 $"],
                ["Pneus de VTT 25x8-12, posés", "2", "142,50 $", "285,00 $"],
                ["Filtre à air", "1", "48,75 $", "48,75 $"],
                ["Main-d'oeuvre", "1,5 h", "115,00 $", "172,50 $"],
            ]),
            ("p", "Sous-total : 695,25 $   TPS : 34,76 $   TVQ : 69,35 $   Total : 799,36 $"),
            ("small", "Payable sur réception. Merci de votre confiance!"),
        ], header="Garage Thériault & fils", footer="F-20931")),
    ],
)

# ---------------------------------------------------------------------------
# C04 urnes funéraires d'immersion biodégradables pour eau froide (atelier, Trois-Rivières), printemps 2025 -
#     rapport technique DOCX à titres (chronologie « le 11 mars », tableau des variantes); classeur XLSX du
#     bassin et de la chambre humide (dates ISO); courriels .txt (résidence funéraire, biologiste); contrat de
#     distribution PDF en bruit. Valeurs voisines : 1,5 / 3,8 / 5,5 / 45 min; 9 / 16 / 31 h.
#     Piège : le catalogue photo des urnes est du marketing.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_urnes_immersion_biodegradables_eau_froide",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 de notre projet d'urnes d'immersion pour eau froide (UR-25), avec un registre daté des travaux? Ci-joints : le rapport technique de Samuel, le classeur des essais, nos courriels et le contrat avec la coopérative.",
        "facts": {
            "242": [["au moins 3 min"], ["moins de 24 h"], ["80 % HR"], ["aucun liant synthétique"]],
            "244": [["bouchon de sel"], ["alginate"], ["bassin à 5 °C"], ["cendres simulées"]],
            "246": [["5,5 min"], ["16 h"], ["moisissures"], ["plus de 72 h"]],
        },
        "dates": ["2025-02-26", "2025-03-04", "2025-03-11", "2025-03-18", "2025-03-21", "2025-03-25", "2025-04-01",
                  "2025-04-08", "2025-04-09", "2025-04-14", "2025-05-01", "2025-05-20", "2025-05-22"],
        "noise": ["Contrat de distribution non exclusive", "Remise de 30 % sur le prix de détail",
                  "préavis de 60 jours"],
        "bindings": [
            {"value": "1,5 min", "subject": "U1", "others": ["U2", "U3"]},
            {"value": "45 min", "subject": "U2", "others": ["U1", "U3"]},
            {"value": "31 h", "subject": "U3", "others": ["U2", "U4"]},
        ],
    },
    [
        ("rapport_technique_UR-25.docx", docx([
            ("title", "UR-25 - Urnes d'immersion biodégradables pour eau froide"),
            ("p", "Atelier Fleuve-Mémoire inc., Trois-Rivières. Rapport technique rédigé par Samuel Roy, technicien, "
                  "pour Karine Bélanger, fondatrice. Version du 22 mai 2025."),
            ("h1", "1. Contexte"),
            ("p", "De plus en plus de familles veulent disperser les cendres dans le fleuve ou un lac. Les urnes "
                  "d'immersion qu'on importe sont faites pour la mer chaude : dans notre eau à 4-8 °C, certaines "
                  "coulent tout de suite, d'autres flottent pendant une heure et restent entières des jours au "
                  "fond. Les fabricants ne publient aucune donnée en eau froide. On ne savait pas comment régler "
                  "en même temps le temps de flottaison, la vitesse de désagrégation au froid et la tenue dans "
                  "l'humidité des sous-sols de salons funéraires, avec des matériaux 100 % naturels."),
            ("h1", "2. Objectifs"),
            ("b", "Flotter au moins 3 min (le temps de la cérémonie), puis couler avant 10 min."),
            ("b", "Désagrégation complète en moins de 24 h dans l'eau à 5 °C."),
            ("b", "Rester rigide 30 jours à 80 % HR, sans ramollir ni moisir (entreposage chez les clients)."),
            ("b", "Aucun liant synthétique : pâte de papier recyclé, liant naturel, sel."),
            ("h1", "3. Méthode"),
            ("p", "Essais dans un bassin à 5 °C (réservoir de 1 000 L, refroidisseur d'aquarium). Chaque urne est "
                  "chargée de 3 kg de cendres simulées (sable fin + carbonate de calcium, même densité que des "
                  "cendres humaines). On chronomètre la flottaison, puis on vérifie l'urne au fond toutes les "
                  "heures avec une caméra sur perche : elle est « désagrégée » quand plus aucun morceau ne fait "
                  "plus de 2 cm. Tenue à l'humidité : chambre humide maison à 80 % HR et 20 °C, 30 jours."),
            ("h1", "4. Variantes et résultats"),
            ("table", [
                ["Variante", "Composition", "Flottaison", "Désagrégation à 5 °C", "80 % HR, 30 j"],
                ["U1", "papier recyclé + amidon de maïs 8 %", "1,5 min", "9 h", "non testé"],
                ["U2", "papier + amidon 8 % + enduit de cire d'abeille complet", "45 min (arrêté)", "plus de 72 h", "non testé"],
                ["U3", "papier + amidon 8 % + bouchon de sel 20 g + cire sur les côtés", "3,8 min", "31 h", "non testé"],
                ["U4", "papier + alginate 4 % + bouchon de sel 20 g", "5,5 min", "16 h", "OK"],
                ["U5", "papier + gélatine 6 % + bouchon de sel 20 g", "non testé", "non testé",
                 "moisissures au jour 13"],
            ]),
            ("h1", "5. Chronologie"),
            ("b", "Le 4 mars 2025 : lancement, objectifs fixés avec Karine à partir des demandes de la Résidence "
                  "funéraire Dupuis."),
            ("b", "Le 11 mars : bassin, U1. U1 coule en 1,5 min : l'amidon boit l'eau trop vite. Désagrégée en 9 h."),
            ("b", "Le 18 mars : bassin, U2. U2 flotte 45 min, on arrête le chrono. Au 21 mars, encore entière au "
                  "fond : plus de 72 h. La cire bloque l'eau; en plus il reste des pellicules de cire qui "
                  "flottent. Enduit complet écarté."),
            ("b", "Le 25 mars : bassin, U3 avec bouchon de sel dans le fond : le sel fond, l'eau entre, l'urne "
                  "coule à 3,8 min. Mais la désagrégation de U3 prend 31 h à cause de la cire sur les côtés."),
            ("b", "Le 1er avril : fabrication de U4 (alginate, sans cire) et U5 (gélatine). Début de la chambre "
                  "humide pour les deux."),
            ("b", "Le 8 avril : bassin, U4 flotte 5,5 min puis coule; désagrégée en 16 h. Premier prototype qui "
                  "respecte les deux objectifs en eau froide."),
            ("b", "Le 14 avril : moisissures sur U5 après 13 jours en chambre humide. La gélatine nourrit les "
                  "moisissures; U5 écartée."),
            ("b", "Le 1er mai : fin des 30 jours pour U4 : aucune moisissure, rigide, masse +2,1 %."),
            ("b", "Le 20 mai : essai en eau libre au quai de Pointe-du-Lac, eau à 9 °C : U4 flotte 6,1 min, "
                  "plus de morceau visible au fond le lendemain matin (plongeur)."),
            ("h1", "6. Ce qui reste incertain"),
            ("p", "Un seul lot de U4 a passé la chambre humide. On n'a pas mesuré la désagrégation dans le "
                  "courant du fleuve, ni à 1-2 °C (fin d'automne)."),
            ("p", "Hors projet : séance photo pour le catalogue des urnes et le site web (marketing)."),
        ])),
        ("essais_bassin_UR-25.xlsx", xlsx([
            ("Bassin", [
                ["date", "variante", "eau_C", "charge_kg", "flottaison_min", "desagregation_h", "remarque"],
                [D("2025-03-11"), "U1", 5.1, 3.0, 1.5, 9, "coule trop vite"],
                [D("2025-03-18"), "U2", 4.9, 3.0, 45, ">72", "chrono arrêté à 45 min; pellicules de cire"],
                [D("2025-03-25"), "U3", 5.0, 3.0, 3.8, 31, "cire sur les côtés ralentit"],
                [D("2025-04-08"), "U4", 5.2, 3.0, 5.5, 16, "OK"],
                [D("2025-05-20"), "U4", 9.0, 3.0, 6.1, "<24", "eau libre, Pointe-du-Lac"],
            ]),
            ("Chambre humide", [
                ["variante", "debut", "fin", "HR_pct", "jours", "resultat"],
                ["U4", D("2025-04-01"), D("2025-05-01"), 80, 30, "rigide, +2,1 % masse, aucune moisissure"],
                ["U5", D("2025-04-01"), D("2025-04-14"), 80, 13, "moisissures - arrêt"],
            ]),
        ])),
        ("courriels_UR-25.txt", text("""
            De : Hélène Dupuis <hdupuis@residence-dupuis.example>
            À : Karine Bélanger
            Date : mer. 26 févr. 2025 16:20
            Objet : urnes pour le fleuve

            Bonjour Karine,

            Comme promis, ce que les familles nous disent : elles veulent voir l'urne flotter quelques minutes, le temps de lancer les fleurs et de dire un mot, 3 minutes au minimum. L'an passé, une urne importée a coulé à pic devant tout le monde, et une autre a dérivé pendant 40 minutes. Les gens de la marina nous ont aussi demandé qu'il ne reste rien au fond le lendemain.

            Hélène

            ----

            De : Karine Bélanger
            À : Hélène Dupuis
            Date : 9 avril 2025 08:55
            Objet : RE: urnes pour le fleuve

            Bonne nouvelle : la version U4 (alginate + bouchon de sel) a flotté 5,5 min hier dans notre bassin à 5 °C et elle était désagrégée en 16 h. Il nous reste à finir l'essai d'humidité et un essai en eau libre.

            Karine

            ----

            De : Marc Tremblay, biologiste <mtremblay.bio@example.ca>
            À : Karine Bélanger; Samuel Roy
            Date : 22 mai 2025 13:02
            Objet : essai Pointe-du-Lac

            Bonjour, j'ai regardé les fiches : pâte de papier non blanchie, alginate, sel, sable et carbonate. Rien de préoccupant pour le milieu aquatique à ces quantités. Par contre à 1-2 °C, en novembre, je m'attends à une désagrégation beaucoup plus lente : à tester avant d'en vendre pour l'automne.

            Marc
            """)),
        ("contrat_distribution_Cooperative_Mauricie.pdf", pdf([
            ("title", "Contrat de distribution non exclusive"),
            ("p", "Entre Atelier Fleuve-Mémoire inc. (le Fabricant) et la Coopérative funéraire de la Mauricie "
                  "(le Distributeur)."),
            ("h1", "1. Objet"),
            ("p", "Le Fabricant accorde au Distributeur le droit non exclusif de vendre ses urnes dans ses "
                  "complexes funéraires de la Mauricie et du Centre-du-Québec."),
            ("h1", "2. Prix et paiement"),
            ("p", "Remise de 30 % sur le prix de détail suggéré. Paiement à 45 jours de la date de facture. "
                  "Commande minimale de 12 urnes."),
            ("h1", "3. Durée et résiliation"),
            ("p", "Durée d'un an, renouvelable automatiquement. Chaque partie peut résilier avec un préavis de "
                  "60 jours par écrit."),
            ("h1", "4. Signatures"),
            ("p", "Karine Bélanger, présidente, Atelier Fleuve-Mémoire inc.     Luc Arsenault, directeur général, "
                  "Coopérative funéraire de la Mauricie"),
        ], header="Contrat CD-2025-03", footer="Initiales : ____ / ____")),
    ],
)

# ---------------------------------------------------------------------------
# C05 prises d'escalade en polyuréthane biosourcé qui fendent au serrage (fabricant, Québec), automne 2024 -
#     courriels .txt (une infolettre du regroupement des gyms collée au milieu), CSV des formules (dates ISO),
#     rapport de labo PDF (carbone biosourcé). Valeurs voisines : 18 / 22 / 11,5 % de perte de texture; 41 /
#     54 % biosourcé. Piège : les couleurs de la collection « Aurores » sont du design.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_prises_escalade_resine_biosourcee_fissures",
        "question": "Salut, peux-tu nous faire les lignes 242, 244 et 246 pour le projet de prises d'escalade biosourcées (PN-24), avec un registre daté des travaux? Je t'envoie l'export de nos courriels, le CSV des formules et le rapport du labo.",
        "facts": {
            "242": [["au moins 50 %"], ["60 N·m"], ["au plus 15 %"], ["10 000 cycles"]],
            "244": [["huile de ricin"], ["coquilles de moules"], ["douille en acier"], ["ASTM D6866"]],
            "246": [["54 %"], ["68 N·m"], ["fissure à 35 N·m"], ["porosité"]],
        },
        "dates": ["2024-10-07", "2024-10-15", "2024-10-17", "2024-10-24", "2024-10-29", "2024-11-05",
                  "2024-11-19", "2024-11-26", "2024-12-03", "2024-12-05", "2024-12-10", "2024-12-16",
                  "2025-01-13", "2025-01-14"],
        "noise": ["Championnat provincial de bloc", "Formation d'ouvreur de voies", "Rabais membres"],
        "bindings": [
            {"value": "22 %", "subject": "F2", "others": ["F1", "F3"]},
            {"value": "18 %", "subject": "F1", "others": ["F2", "F3"]},
            {"value": "41 %", "subject": "F1", "others": ["F2", "F3"]},
        ],
    },
    [
        ("courriels_PN-24.txt", text("""
            De : Jérémie Cloutier <jeremie@prisesnordiques.example>
            À : Audrey Fortin <afortin.chimie@example.ca>
            Cc : Pascal Mercier
            Date : lun. 7 oct. 2024 09:14
            Objet : Projet PN-24 - prises biosourcées

            Salut Audrey,

            Comme discuté au téléphone : on veut sortir nos prises du polyuréthane 100 % pétrole. Les gyms nous le demandent pour leurs rapports de développement durable. Nos cibles :
            - au moins 50 % de carbone biosourcé, mesuré par un labo (pas juste « calculé » sur la fiche du fournisseur);
            - aucune fissure au trou de boulon jusqu'à 60 N·m de serrage (les ouvreurs serrent fort, norme EN 12572-3 comme référence);
            - perte de texture au plus 15 % après 10 000 cycles sur notre banc d'abrasion (rugosité Ra, semelle de chausson sur bras pneumatique);
            - même moule, même temps de démoulage (40 min).

            Les fournisseurs de résine nous disent que ça existe, mais personne n'a d'exemple de prise qui passe le serrage. On ne sait pas si une résine biosourcée peut être à la fois assez tenace au boulon et assez dure en surface.

            Jérémie

            ------------------------------------------------------------

            De : Audrey Fortin
            À : Jérémie Cloutier
            Date : mar. 15 oct. 2024 20:31
            Objet : RE: Projet PN-24 - prises biosourcées

            Bonsoir Jérémie,

            Je partirais avec un polyol à base d'huile de ricin (40 % biosourcé dans la formule totale) avec votre isocyanate habituel et votre sable de silice comme charge : c'est la F1. Le risque : le ricin donne un PU plus souple, donc moins de tenue au boulon. On verra au banc.

            Audrey

            ------------------------------------------------------------

            De : Jérémie Cloutier
            À : Audrey Fortin; Pascal Mercier
            Date : jeu. 24 oct. 2024 16:02
            Objet : F1 - résultats

            Pascal a coulé F1 le 17 octobre. Résultats au banc aujourd'hui :
            - F1 : fissure à 35 N·m, la fente part du trou de boulon vers le bord. Loin des 60.
            - Texture : F1 perd 18 % de rugosité après 10 000 cycles.
            Idée de Pascal : noyer une douille en acier dans la prise au moulage pour que le boulon appuie sur le métal et pas sur la résine.

            ------------------------------------------------------------

            De : Pascal Mercier
            À : Jérémie Cloutier; Audrey Fortin
            Date : 5 novembre 2024 15:47
            Objet : F2 avec douille

            F2 = polyol de ricin monté à 55 % + douille en acier noyée (coulée le 29 octobre). Serrage jusqu'à 68 N·m (limite de ma clé dynamométrique) : aucune fissure. Le problème du boulon est réglé par la douille.
            Par contre F2 perd 22 % de texture après 10 000 cycles : plus de ricin, résine plus molle, les grains de sable s'arrachent.

            ------------------------------------------------------------

            ===== Message transféré : Infolettre du Regroupement des gyms d'escalade du Québec =====
            Championnat provincial de bloc : inscriptions ouvertes, 40 places par catégorie.
            Formation d'ouvreur de voies, niveau 1 : deux fins de semaine à Montréal, places limitées.
            Rabais membres chez nos partenaires : montrez votre carte!
            Nouveau : assurance responsabilité collective pour les gyms membres, demandez une soumission.
            ===== Fin du message transféré =====

            ------------------------------------------------------------

            De : Audrey Fortin
            À : Jérémie Cloutier; Pascal Mercier
            Date : 19 nov. 2024 11:26
            Objet : RE: F2 avec douille

            Pour la surface : remplacer la silice par des coquilles de moules broyées (la conserverie de Gaspé les jette). Les grains sont anguleux et le carbonate accroche mieux dans le PU au ricin. Essayez 30 % et 45 % de charge. Et c'est une charge recyclée, bonus pour les gyms.

            ------------------------------------------------------------

            De : Pascal Mercier
            À : Jérémie Cloutier; Audrey Fortin
            Date : 3 déc. 2024 17:40
            Objet : F3 / F4

            Coulées du 26 novembre, banc cette semaine :
            - F3 (ricin 55 % + douille + coquilles de moules 30 %) : perte de texture 11,5 % après 10 000 cycles, serrage 70 N·m sans fissure. Tout est dans les cibles.
            - F4 (coquilles 45 %) : trop visqueux, l'air reste pris. Porosité partout dans la coupe, la prise casse au serrage à 40 N·m. 45 % est exclu.

            ------------------------------------------------------------

            De : Jérémie Cloutier
            À : Pascal Mercier
            Date : 10 déc. 2024 08:12
            Objet : F5 - post-cuisson

            F5 = F3 avec post-cuisson à 80 °C pour démouler plus vite (coulée le 5 décembre) : la base gondole de 2 mm, la prise ne s'assoit plus à plat sur le mur. On reste à 60 °C. J'envoie F1 et F3 au labo pour le carbone biosourcé.

            ------------------------------------------------------------

            De : Jérémie Cloutier
            À : Audrey Fortin; Pascal Mercier
            Date : 14 janvier 2025 10:05
            Objet : Rapport du labo

            Rapport reçu hier. F3 = 54 % de carbone biosourcé selon ASTM D6866. F1 = 41 %, comme Audrey l'avait calculé. F3 est notre recette. Il reste à voir comment les prises vieillissent au soleil (jaunissement) dans les gyms extérieurs : pas encore testé.
            Hors projet : les couleurs de la nouvelle collection « Aurores » sont choisies, c'est du design.
            """)),
        ("formules_PN-24.csv", text("""
            formule,date_coulee,date_essai,polyol_ricin_pct,douille,charge,charge_pct,post_cuisson_C,couple_max_Nm,fissure,perte_texture_pct,remarque
            F1,2024-10-17,2024-10-24,40,non,silice,35,60,35,oui,18,fente du trou de boulon vers le bord
            F2,2024-10-29,2024-11-05,55,acier,silice,35,60,68,non,22,grains de sable arrachés
            F3,2024-11-26,2024-12-03,55,acier,coquilles de moules,30,60,70,non,11.5,RETENUE
            F4,2024-11-26,2024-12-03,55,acier,coquilles de moules,45,60,40,oui,,porosité - exclue
            F5,2024-12-05,2024-12-10,55,acier,coquilles de moules,30,80,,non,,base gondolée 2 mm
            """)),
        ("rapport_Isotopia_IS-24-5512.pdf", pdf([
            ("title", "Rapport d'analyse IS-24-5512"),
            ("p", "Teneur en carbone biosourcé selon ASTM D6866 (méthode B, spectrométrie de masse par "
                  "accélérateur)"),
            ("p", "Client : Prises Nordiques inc., Québec. Échantillons reçus le 16 décembre 2024 : deux prises "
                  "broyées, identifiées F1 et F3. Rapport émis le 13 janvier 2025."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Carbone biosourcé (% du carbone total)", "Incertitude"],
                ["F1", "41 %", "± 3 %"],
                ["F3", "54 %", "± 3 %"],
            ]),
            ("h1", "Remarques"),
            ("p", "Le carbone des charges minérales (carbonate de calcium des coquilles) est compté comme carbone "
                  "inorganique et exclu selon la méthode. Les résultats portent sur le carbone organique total."),
            ("small", "Résultats valides pour les échantillons reçus seulement."),
        ], header="Isotopia Analyses inc. - Sherbrooke", footer="IS-24-5512")),
    ],
)

# ---------------------------------------------------------------------------
# C06 (question en anglais) tri des textiles usagés par spectrométrie proche infrarouge (récupérateur, Laval),
#     hiver-printemps 2025 - rapport technique DOCX à titres; résultats XLSX (dates ISO); journal .md (« lundi 3 — »
#     sous « ## Mars 2025 ») avec une publicité de la friperie collée au milieu. Valeurs voisines : 42 / 63 /
#     87 % sur tissus foncés; 2 900 / 3 700 pièces/h. Piège : le nouveau site de la friperie est du commercial.
# ---------------------------------------------------------------------------
RES_TX = [
    ["date", "modele", "description", "pieces_testees", "purs_bons_pct", "fonces_bons_pct", "debit_pieces_h",
     "remarque"],
    [D("2025-02-03"), "M1", "PLS-DA du fournisseur", 600, 91.2, 42, 3600, "référence : méthode par dissolution"],
    [D("2025-02-13"), "M2", "réseau de neurones 1D", 600, 96.1, 63, 3600, ""],
    [D("2025-02-24"), "M2", "pièces humides (>15 %)", 80, 58.8, None, 3600, "bande de l'eau à 1450 nm"],
    [D("2025-03-03"), "M3", "réseau 1D + halogène x2 + 8 ms", 600, 96.3, 87, 2900, "intégration trop longue"],
    [D("2025-03-11"), "M3", "polyester teint au noir de carbone", 41, None, 0, 2900, "aucun signal - bac manuel"],
    [D("2025-04-07"), "M4", "M3 + deux têtes de lecture", 28400, 96.0, 86, 3700, "essai 8 h en production"],
    [D("2025-04-22"), "M4", "mélanges coton/polyester", 120, None, None, 3700, "écart moyen ±7 points"],
]
case(
    {
        "name": "fr_tri_textiles_usages_proche_infrarouge",
        "language": "en",
        "question": "Hi, can you draft lines 242, 244 and 246 for our textile sorting project (TX-25) plus a dated log of the work? Our records are in French: Nadia's technical report, the results workbook and her project journal.",
        "facts": {
            "242": [["au moins 95 %"], ["au moins 85 %"], ["3 600 pièces/h"], ["±10 points"]],
            "244": [["PLS-DA"], ["réseau de neurones 1D"], ["deux têtes de lecture"],
                    ["méthode par dissolution"]],
            "246": [["96,1 %"], ["87 %"], ["noir de carbone"], ["±7 points"]],
        },
        "dates": ["2025-01-13", "2025-01-22", "2025-02-03", "2025-02-13", "2025-02-24", "2025-03-03",
                  "2025-03-11", "2025-03-24", "2025-04-07", "2025-04-22", "2025-05-05"],
        "noise": ["Grande vente au kilo", "5 $ le kilo", "Cartes-cadeaux disponibles"],
        "bindings": [
            {"value": "42 %", "subject": "M1", "others": ["M2", "M3"]},
            {"value": "63 %", "subject": "M2", "others": ["M1", "M3"]},
            {"value": "2 900 pièces/h", "subject": "M3", "others": ["M2", "M4"]},
        ],
    },
    [
        ("rapport_technique_TX-25.docx", docx([
            ("title", "TX-25 - Tri automatique des textiles usagés par proche infrarouge"),
            ("p", "Récupération Textile Fibrex inc., Laval. Rédigé par Nadia Benali, ing., avec Thomas Girard "
                  "(science des données). 5 mai 2025."),
            ("h1", "Problème"),
            ("p", "On reçoit environ 40 tonnes de vêtements par semaine. Ce qui ne se revend pas doit être trié par "
                  "fibre pour les recycleurs (coton pour l'effilochage, polyester pour le recyclage chimique). Le "
                  "tri à la main se trompe souvent sur les étiquettes arrachées. Le spectromètre proche infrarouge "
                  "(900-1700 nm) installé sur le convoyeur en 2024 classe bien le blanc et le pâle, mais se trompe "
                  "sur plus de la moitié des tissus foncés, qui absorbent le signal. Le fournisseur n'a pas de "
                  "solution; les articles publiés portent sur des échantillons propres en labo, pas sur un "
                  "convoyeur à une pièce par seconde."),
            ("h1", "Objectifs"),
            ("b", "au moins 95 % de bonne classification des pièces en fibre pure (coton, polyester, laine, nylon);"),
            ("b", "au moins 85 % sur les tissus foncés (noir, marine, brun);"),
            ("b", "garder le débit de 3 600 pièces/h (une pièce par seconde);"),
            ("b", "estimer le % de coton des mélanges coton/polyester à ±10 points."),
            ("h1", "Méthode"),
            ("p", "Jeu de référence : 600 pièces dont la composition a été mesurée par la méthode par dissolution "
                  "(AATCC 20A) au labo textile du cégep, plus 120 mélanges. Chaque modèle est évalué sur les "
                  "mêmes pièces passées sur le convoyeur à pleine vitesse."),
            ("h1", "Modèles essayés"),
            ("table", [
                ["Modèle", "Description", "Fibres pures", "Tissus foncés", "Débit"],
                ["M1", "PLS-DA fourni avec le spectromètre", "91,2 %", "42 %", "3 600 pièces/h"],
                ["M2", "réseau de neurones 1D entraîné sur nos spectres", "96,1 %", "63 %", "3 600 pièces/h"],
                ["M3", "réseau 1D + éclairage halogène doublé, intégration 8 ms", "96,3 %", "87 %", "2 900 pièces/h"],
                ["M4", "M3 + deux têtes de lecture en alternance", "96,0 %", "86 %", "3 700 pièces/h"],
            ]),
            ("h1", "Résultats et constats"),
            ("p", "Le réseau de neurones 1D dépasse le PLS-DA sur les fibres pures (96,1 %) mais pas assez sur le "
                  "foncé. Plus de lumière et une intégration plus longue règlent le foncé : M3 atteint 87 %. Par "
                  "contre, avec 8 ms d'intégration, M3 plafonne à 2 900 pièces/h. Deux têtes de lecture qui "
                  "alternent redonnent le débit (M4, 3 700 pièces/h en production)."),
            ("p", "Échecs : les polyesters teints au noir de carbone ne renvoient aucun signal, peu importe la "
                  "lumière. Le proche infrarouge ne peut pas les classer; ils vont au bac manuel (environ 3,5 % "
                  "du flux). Les pièces humides (plus de 15 % d'eau) sont classées coton à tort : la bande de "
                  "l'eau à 1450 nm masque la fibre. On n'a pas encore de solution pour l'humidité."),
            ("p", "Mélanges coton/polyester : écart moyen de ±7 points sur 120 mélanges avec M4."),
        ])),
        ("resultats_classification_TX-25.xlsx", xlsx([("Résultats", RES_TX)])),
        ("journal_TX-25.md", text("""
            # Journal TX-25 (Nadia)

            ## Janvier 2025

            lundi 13 janvier — Kick-off avec Philippe (DG). Cibles : 95 % fibres pures, au moins 85 % sur le foncé, 3 600 pièces/h, mélanges à ±10 points. Thomas commence à exporter les spectres bruts du spectromètre (le logiciel du fournisseur ne les donne pas par défaut, il a fallu un accès « dev »).

            mercredi 22 janvier — 600 pièces de référence revenues du labo du cégep (méthode par dissolution). On les étiquette avec des puces RFID pour les repasser autant qu'on veut.

            ## Février 2025

            lundi 3 — M1 (PLS-DA du fournisseur) sur les 600 : 91,2 % sur les fibres pures. Le PLS-DA tombe à 42 % sur le foncé. Confirme le problème.

            jeudi 13 — Thomas a entraîné M2, un réseau de neurones 1D sur les spectres prétraités (dérivée + normalisation). M2 donne 96,1 % sur les purs, mais seulement 63 % sur le foncé. Le modèle ne peut pas inventer du signal qui n'est pas là.

            lundi 24 — Test de pièces humides (bacs de collecte restés dehors sous la pluie) : plus de 15 % d'humidité = classées coton dans 38 % des cas. La bande de l'eau à 1450 nm écrase tout. À régler plus tard (séchoir? détection d'humidité?).

            ## Mars 2025

            lundi 3 — M3 : halogène doublé + intégration 8 ms. Foncé à 87 %! Mais M3 ne suit plus le convoyeur : 2 900 pièces/h max.

            mardi 11 — Les 41 pièces noires qui restent fausses sur M3 : toutes du polyester teint au noir de carbone. Spectre plat, rien à faire avec le NIR. Décision : on les détecte (signal trop faible) et on les envoie au bac manuel.

            ---
            *Copié du courriel de Sophie (boutique) pour l'affiche de l'entrée :*
            **Grande vente au kilo** à la friperie ce samedi, 5 $ le kilo sur tout le plancher, jeans et manteaux d'hiver inclus. Cartes-cadeaux disponibles à la caisse. Suivez-nous sur Instagram!
            ---

            lundi 24 mars — Installation de la deuxième tête de lecture (prêtée par le fournisseur pour 2 mois). Les deux têtes alternent une pièce sur deux : chaque pièce garde ses 8 ms.

            ## Avril 2025

            lundi 7 — Essai de 8 h en production avec M4 : 3 700 pièces/h, 96,0 % purs, 86 % foncé. Objectifs atteints sauf l'humidité.

            mardi 22 — Mélanges coton/polyester : écart moyen ±7 points sur 120 pièces avec la tête de régression de M4.

            ## Mai 2025

            lundi 5 — Rapport technique écrit. Reste à faire : les pièces humides. Hors projet : Sophie refait le site web de la friperie.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C07 (question en anglais) détection de la somnolence des camionneurs par caméra infrarouge (logiciel embarqué,
#     Drummondville), automne 2024 - journal de dev .md (« ### lun. 16 » sous « ## Septembre 2024 », une période
#     « du 30 septembre au 4 octobre »); CSV des séances au simulateur (dates ISO); rapport d'essais routiers PDF;
#     offre d'emploi .txt en bruit. Valeurs voisines : 78 / 86 / 91 % d'épisodes détectés; 4,6 / 0,8 fausses
#     alarmes par 8 h. Piège : le support de caméra et l'appli des répartiteurs sont du développement courant.
# ---------------------------------------------------------------------------
SIM_VR = [["seance", "date", "participant", "algo", "episodes_ref", "episodes_detectes", "fausses_alarmes",
           "latence_moy_s", "lunettes"]]
_sim = [("2024-09-30", "P01", 4, 3, 4, 3),
        ("2024-09-30", "P02", 3, 2, 3, 3),
        ("2024-09-30", "P03", 4, 3, 4, 3),
        ("2024-10-01", "P04", 3, 2, 3, 3),
        ("2024-10-01", "P05", 3, 3, 3, 3),
        ("2024-10-01", "P06", 4, 3, 4, 3),
        ("2024-10-02", "P07", 4, 3, 4, 3),
        ("2024-10-02", "P08", 3, 2, 3, 2),
        ("2024-10-02", "P09", 4, 3, 4, 4),
        ("2024-10-03", "P10", 3, 3, 3, 3),
        ("2024-10-03", "P11", 3, 2, 3, 3),
        ("2024-10-03", "P12", 4, 3, 4, 3),
        ("2024-10-04", "P13", 4, 3, 4, 4),
        ("2024-10-04", "P14", 4, 4, 4, 3)]
_n = 1
for _d, _p, _ref, _a1, _ref2, _a2 in _sim:
    SIM_VR.append([f"S{_n:02d}", _d, _p, "A1", _ref, _a1, 0, "2,1", "polarisées" if _n % 3 == 0 else "aucune"])
    SIM_VR.append([f"S{_n:02d}", _d, _p, "A2", _ref2, _a2, 0, "1,4", "polarisées" if _n % 3 == 0 else "aucune"])
    _n += 1
case(
    {
        "name": "fr_somnolence_camionneurs_camera_infrarouge",
        "language": "en",
        "question": "Hello, we need lines 242, 244 and 246 for our driver drowsiness detection project (VR-24), and a dated log of the work. Everything is in French: Simon's dev journal, the simulator CSV, the road test report, and a job posting we're about to publish.",
        "facts": {
            "242": [["au moins 90 %"], ["1 fausse alarme"], ["moins de 2 s"],
                    ["lunettes de soleil polarisées"]],
            "244": [["940 nm"], ["durée des clignements"], ["centrale inertielle", "IMU"],
                    ["simulateur de conduite"]],
            "246": [["91 %"], ["0,8 fausse alarme"], ["yeux invisibles"], ["1,4 s"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-26", "2024-09-30", "2024-10-01", "2024-10-02",
                  "2024-10-03", "2024-10-04", "2024-10-21", "2024-11-04", "2024-11-12", "2024-11-14",
                  "2024-12-06", "2024-12-13"],
        "noise": ["Technicien(ne) d'installation", "Permis de conduire classe 5",
                  "Assurances collectives dès l'embauche"],
        "bindings": [
            {"value": "78 %", "subject": "A1", "others": ["A2", "A3"]},
            {"value": "86 %", "subject": "A2", "others": ["A1", "A3"]},
            {"value": "4,6 fausses alarmes", "subject": "A2", "others": ["A1", "A3"]},
        ],
    },
    [
        ("journal_dev_VR-24.md", text("""
            # Journal de dev - VR-24 détection de somnolence (Simon Lapointe)
            Vigie Route inc., Drummondville. Boîtier : caméra IR + module de calcul sous le pare-soleil, alerte sonore + vibration du siège.

            ## Septembre 2024

            ### lundi 9 septembre 2024 - départ
            Réunion avec Julie (CEO) et Transport Beaulieu (client pilote, 3 camions). Les systèmes du marché sont faits pour des autos sur autoroute; sur nos chemins forestiers et de nuit, les chauffeurs de Beaulieu les ont débranchés (trop d'alarmes). Cibles :
            - détecter au moins 90 % des épisodes de somnolence (référence : échelle KSS de 7 et plus + vidéo revue par 2 évaluateurs);
            - au plus 1 fausse alarme par 8 h de conduite;
            - alerte en moins de 2 s après le début de l'épisode;
            - marcher de jour avec des lunettes de soleil polarisées et de nuit avec tuque ou casquette.
            On ne sait pas si une seule caméra IR bon marché peut voir les yeux derrière des verres polarisés, ni comment séparer un clignement lent d'un coup de tête sur une route en gravelle.

            ### lun. 16
            Banc optique (lundi 16 septembre) avec 12 paires de lunettes polarisées achetées au Canadian Tire et chez un opticien. Caméra à 850 nm : yeux invisibles sur 9 paires sur 12 (les verres bloquent). Caméra à 940 nm : 11 paires sur 12 laissent voir la pupille. On passe au 940 nm, le 850 nm est exclu malgré son meilleur contraste.

            ### jeudi 26 septembre
            Deux algos prêts :
            - A1 = PERCLOS (pourcentage du temps yeux fermés à 80 % sur 60 s), la méthode classique;
            - A2 = durée des clignements + fréquence, fenêtre glissante de 20 s.
            Réservé le simulateur de conduite du cégep pour la semaine prochaine, 14 volontaires qui sortent d'un quart de nuit.

            ### du 30 septembre au 4 octobre - simulateur
            14 séances de 90 min (voir le CSV). Sur les épisodes confirmés, A1 détecte 78 % des épisodes. A2 en détecte 86 %. A2 est plus rapide : latence moyenne de 1,4 s contre 2,1 s pour A1 (A1 ne respecte pas les 2 s). Aucune fausse alarme au simulateur, mais il ne bouge pas.

            ## Octobre 2024

            ### lun. 21
            Début des essais sur route chez Beaulieu avec A2 (3 camions, nuit et jour, chemins forestiers de la Mauricie).

            ## Novembre 2024

            ### lundi 4 novembre
            Bilan de 2 semaines sur route : A2 donne 4,6 fausses alarmes par 8 h de conduite. Presque toutes en gravelle : la tête rebondit, les paupières « ferment » dans l'image. Un chauffeur a déjà mis du tape sur la caméra.

            ### mardi 12 novembre
            A3 = A2 + fusion avec la centrale inertielle (IMU) du boîtier : quand l'accélération verticale dépasse 0,4 g, on ne compte pas les fermetures d'yeux de cette fenêtre. Déployé dans les 3 camions.

            ### jeudi 14 novembre
            Nuit : 2 chauffeurs portent la tuque descendue sur les sourcils; la zone des yeux est cachée 6 % du temps. Pas de solution pour l'instant, on affiche « caméra obstruée » au lieu de rien.

            ## Décembre 2024

            ### vendredi 6 décembre
            Fin des essais routiers avec A3 : 91 % des épisodes détectés (21 sur 23 confirmés par vidéo), 0,8 fausse alarme par 8 h, latence 1,4 s. Toutes les cibles sont atteintes sur 3 camions; à confirmer sur plus de chauffeurs.
            Hors projet cette semaine : nouveau support de caméra imprimé en 3D pour les Kenworth, et l'appli des répartiteurs (notifications), du dev courant.
            """)),
        ("seances_simulateur_VR-24.csv", text("\n".join(";".join(str(x) for x in r) for r in SIM_VR) + "\n")),
        ("rapport_essais_routiers_VR-24.pdf", pdf([
            ("title", "Rapport d'essais routiers - détection de somnolence VR-24"),
            ("p", "Vigie Route inc., Drummondville, pour Transport Beaulieu ltée. Émis le 13 décembre 2024. "
                  "Période d'essai : du 21 octobre au 6 décembre 2024."),
            ("h1", "Conditions"),
            ("p", "3 tracteurs routiers, 11 chauffeurs, 1 640 h de conduite dont 38 % de nuit et 41 % sur chemins "
                  "forestiers en gravelle. Caméra IR 940 nm. Les épisodes de somnolence de référence sont les "
                  "segments vidéo jugés somnolents par 2 évaluateurs indépendants."),
            ("h1", "Résultats par algorithme"),
            ("table", [
                ["Algorithme", "Période", "Épisodes détectés", "Fausses alarmes / 8 h", "Latence moyenne"],
                ["A2 (clignements)", "21 oct. au 4 nov.", "9 sur 11", "4,6", "1,4 s"],
                ["A3 (clignements + IMU)", "12 nov. au 6 déc.", "21 sur 23 (91 %)", "0,8", "1,4 s"],
            ]),
            ("h1", "Constats"),
            ("p", "La fusion avec la centrale inertielle élimine la majorité des fausses alarmes causées par les "
                  "chocs de la route. Les cas non détectés par A3 sont une tuque couvrant les yeux et un chauffeur "
                  "qui regardait son rétroviseur droit au moment de l'épisode. Les résultats portent sur un petit "
                  "nombre d'épisodes et de chauffeurs."),
        ], header="Vigie Route inc. - rapport confidentiel", footer="VR-24 / Transport Beaulieu")),
        ("offre_emploi_technicien_installation_2025.txt", text("""
            OFFRE D'EMPLOI - Vigie Route inc. (Drummondville)

            Technicien(ne) d'installation - boîtiers embarqués pour camions lourds

            Tu aimes les camions et l'électronique? Tu installeras nos boîtiers dans les flottes de nos clients partout au Québec.
            - DEP en électromécanique ou expérience équivalente
            - Permis de conduire classe 5 valide (classe 1 un atout)
            - Déplacements 2 à 3 jours par semaine, véhicule fourni

            On offre : 26 $ à 31 $/h selon l'expérience, assurances collectives dès l'embauche, REER avec contribution, horaire de 4 jours l'été.

            Envoie ton CV à emplois@vigieroute.example
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C08 fleur de sel des Îles-de-la-Madeleine trop humide et amère (saline, Havre-Aubert), 2024 - rapports
#     hebdomadaires DOCX (« Semaine du 10 juin », items « lundi 10 juin - », « le 2 juillet ») avec une publicité
#     touristique collée au milieu; classeur XLSX des bassins (dates ISO); rapport de labo PDF (« reçus le
#     07/08/2024 »). Valeurs voisines : 19 / 12 / 8 jours; 2,1 / 1,3 / 1,1 / 0,4 / 0,9 % d'humidité.
#     Piège : les pots en verre et l'étiquette sont de l'emballage.
# ---------------------------------------------------------------------------
BASSINS_SL = [
    ["bassin", "debut", "saumure_depart", "Be_depart", "ventilation", "arret_recolte", "sechage", "cycle_jours",
     "humidite_pct", "Mg_pct", "cristaux_1_3mm_pct", "remarque"],
    ["S1", D("2024-06-10"), "eau de mer brute", 3.3, "non", "à sec", "claies, serre passive", 19, 2.1, 0.9, 61,
     "témoin, goût amer"],
    ["S2", D("2024-06-17"), "eau de mer brute", 3.3, "oui", "à sec", "claies, serre passive", 12, 1.3, 0.8, 63, ""],
    ["S3", D("2024-07-02"), "saumure du gel", 9.1, "oui", "à sec", "claies, serre passive", 8, 1.2, 0.8, 66, ""],
    ["S4", D("2024-07-15"), "saumure du gel", 9.1, "oui", "26 °Bé", "claies, serre passive", 8, 1.1, 0.32, 72,
     "eaux mères retirées"],
    ["S5", D("2024-07-29"), "saumure du gel", 9.1, "oui", "26 °Bé", "lit fluidisé 45 °C", 8, 0.4, 0.33, 52,
     "cristaux cassés"],
    ["S6", D("2024-08-12"), "saumure du gel", 9.1, "oui", "26 °Bé", "claies 48 h, serre ventilée", 8, 0.9, 0.31, 74,
     ""],
]
case(
    {
        "name": "fr_fleur_de_sel_iles_madeleine_humidite_magnesium",
        "question": "Bonjour, pourriez-vous nous rédiger les lignes 242, 244 et 246 pour le projet de fleur de sel (SL-24), avec un registre daté des travaux? Je vous envoie les rapports hebdomadaires de Mathieu, le classeur des bassins et le rapport du labo.",
        "facts": {
            "242": [["au plus 0,5 %"], ["au plus 0,4 %"], ["10 jours"], ["1 à 3 mm"]],
            "244": [["préconcentration par le gel"], ["ventilation forcée"], ["26 °Bé"], ["lit fluidisé"]],
            "246": [["8 jours"], ["0,32 %"], ["cristaux cassés"], ["52 %"]],
        },
        "dates": ["2024-03-04", "2024-03-11", "2024-06-10", "2024-06-17", "2024-06-26", "2024-06-28",
                  "2024-07-02", "2024-07-15", "2024-07-29", "2024-08-07", "2024-08-12", "2024-08-21",
                  "2024-09-09"],
        "noise": ["Visite guidée de la saline", "Forfait dégustation", "Boutique ouverte tous les jours"],
        "bindings": [
            {"value": "19 jours", "subject": "S1", "others": ["S2", "S3"]},
            {"value": "12 jours", "subject": "S2", "others": ["S1", "S3"]},
            {"value": "1,3 %", "subject": "S2", "others": ["S1", "S3"]},
        ],
    },
    [
        ("rapports_hebdomadaires_SL-24.docx", docx([
            ("title", "SL-24 - Fleur de sel : rapports hebdomadaires"),
            ("p", "Saline Havre-Aubert inc., Îles-de-la-Madeleine. Rapports de Mathieu Cormier, saunier, à Isabelle "
                  "Arseneau (associée). Mis bout à bout pour le dossier."),
            ("h1", "Pourquoi ce projet"),
            ("p", "On fait évaporer l'eau de mer dans des bassins sous serre. Aux Îles, avec le vent salin et la "
                  "brume, un bassin prend presque 3 semaines, la fleur de sel sort humide, en cristaux fins, et "
                  "elle est amère parce que les sels de magnésium précipitent à la fin avec le reste. Elle motte "
                  "dans les pots. Les salines de l'Atlantique (Guérande, Portugal) travaillent au soleil dans des "
                  "marais; personne n'a publié de méthode pour un climat froid et humide comme le nôtre."),
            ("h1", "Semaine du 4 mars"),
            ("b", "lundi 4 mars 2024 - réunion avec Isabelle. Objectifs pour l'été : cycle d'au plus 10 jours par "
                  "bassin en juillet-août (on est à 19); humidité résiduelle au plus 0,5 % après séchage; "
                  "magnésium au plus 0,4 % (goût et mottage); au moins 70 % de la masse en cristaux de 1 à 3 mm."),
            ("b", "Idée à tester tout de suite, tant qu'il fait -10 °C : la préconcentration par le gel. L'eau "
                  "de mer gèle en glace presque douce; en retirant la glace, la saumure qui reste est plus salée."),
            ("h1", "Semaine du 11 mars"),
            ("b", "lundi 11 mars - 6 000 L d'eau de mer dans 6 bacs dehors. Pendant 12 jours, on casse et on "
                  "retire la glace chaque matin. Résultat : la saumure passe de 3,3 à 9,1 °Bé. Stockée dans le "
                  "réservoir isolé jusqu'à l'été."),
            ("h1", "Semaine du 10 juin"),
            ("b", "lundi 10 juin - bassin S1 = témoin : eau de mer brute, serre passive, récolte à sec comme "
                  "d'habitude."),
            ("h1", "Semaine du 17 juin"),
            ("b", "lundi 17 juin - bassin S2 = eau de mer brute + ventilation forcée sous la serre (4 ventilateurs "
                  "de 24 po, air sorti par le faîte)."),
            ("b", "mercredi 26 juin - essai d'un câble chauffant sous un petit bassin pour accélérer : il se forme "
                  "une croûte de cristaux en poudre collée au fond. Pas de la fleur de sel du tout. Le chauffage "
                  "par le fond est écarté (et l'électricité coûte cher ici)."),
            ("b", "vendredi 28 juin - récolte de S1 et S2. S1 a pris 19 jours, humidité 2,1 %. S2 a pris 12 jours "
                  "et sort à 1,3 % d'humidité. La ventilation aide, mais pas assez pour 10 jours."),
            ("h1", "Semaine 27"),
            ("b", "Le 2 juillet - bassin S3 = saumure du gel (9,1 °Bé) + ventilation forcée. Cycle de 8 jours. "
                  "Premier bassin sous les 10 jours! Mais encore amer, Mg à 0,8 %."),
            ("h1", "Semaine du 15 juillet"),
            ("b", "lundi 15 juillet - S4 = comme S3, mais on arrête la récolte à 26 °Bé et on vide les eaux mères "
                  "(le liquide qui reste, plein de magnésium) au lieu d'aller à sec. Cycle 8 jours, goût beaucoup "
                  "plus doux. Humidité encore 1,1 % après les claies."),
            ("p", "--- Texte pour la brochure de l'office du tourisme (à ne pas mettre dans le rapport, mais je "
                  "le garde ici) : Visite guidée de la saline du mardi au samedi à 10 h et 14 h. Forfait "
                  "dégustation homard et fleur de sel avec la poissonnerie voisine. Boutique ouverte tous les "
                  "jours de la Saint-Jean à la fête du Travail. ---"),
            ("h1", "Semaine du 29 juillet"),
            ("b", "lundi 29 juillet - S5 = S4 + séchage en lit fluidisé à l'air tiède (45 °C), sécheuse prêtée "
                  "par une fromagerie. Humidité 0,4 %, objectif atteint, mais cristaux cassés : seulement 52 % "
                  "de la masse reste entre 1 et 3 mm. Trop de chocs entre les cristaux."),
            ("h1", "Semaine 32"),
            ("b", "mercredi 7 août - échantillons S1, S4 et S5 envoyés au labo (magnésium, humidité, "
                  "granulométrie)."),
            ("h1", "Semaine du 12 août"),
            ("b", "lundi 12 août - S6 = S4 + claies 48 h dans la serre ventilée au lieu du lit fluidisé. Les "
                  "cristaux restent entiers (74 % entre 1 et 3 mm) mais l'humidité est à 0,9 %."),
            ("h1", "Semaine 34"),
            ("b", "Rapport du labo reçu le 21/08/2024 : Mg 0,9 % pour S1, 0,32 % pour S4, 0,33 % pour S5. Ça "
                  "confirme l'arrêt à 26 °Bé."),
            ("h1", "Semaine du 9 septembre"),
            ("b", "lundi 9 septembre - bilan avec Isabelle. Atteints : cycle de 8 jours, magnésium 0,32 %. Pas "
                  "atteint : on n'a pas de séchage qui donne à la fois moins de 0,5 % d'humidité et 70 % de "
                  "cristaux de 1 à 3 mm. À reprendre l'an prochain (lit fluidisé plus doux?)."),
            ("b", "Hors projet : choix des nouveaux pots en verre et de l'étiquette, c'est de l'emballage."),
        ])),
        ("bassins_SL-24.xlsx", xlsx([("Bassins", BASSINS_SL)])),
        ("rapport_Biomer_BM-24-0877.pdf", pdf([
            ("title", "Rapport d'analyse BM-24-0877"),
            ("p", "Client : Saline Havre-Aubert inc. Produit : fleur de sel, 3 échantillons de 200 g (S1, S4, S5). "
                  "Échantillons reçus le 07/08/2024. Rapport émis le 21/08/2024."),
            ("h1", "Méthodes"),
            ("p", "Magnésium : ICP-OES après dissolution. Humidité : perte à l'étuve, 110 °C, 4 h. Granulométrie : "
                  "tamisage à sec (tamis de 1 et 3 mm), en % de la masse."),
            ("h1", "Résultats"),
            ("table", [
                ["Échantillon", "Magnésium (% m/m)", "Humidité (%)", "Fraction 1-3 mm"],
                ["S1", "0,90", "2,0", "60 %"],
                ["S4", "0,32", "1,1", "71 %"],
                ["S5", "0,33", "0,4", "52 %"],
            ]),
            ("h1", "Commentaire"),
            ("p", "La teneur en magnésium de S4 et S5 est près de trois fois plus faible que celle de S1. La fraction "
                  "granulométrique de S5 contient une forte proportion de fines (moins de 1 mm)."),
            ("small", "Ces résultats ne concernent que les échantillons soumis."),
        ], header="Biomer Analyses - Gaspé", footer="BM-24-0877")),
    ],
)
