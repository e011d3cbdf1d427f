; ModuleID = 'utf8.c'
source_filename = "utf8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.cps = private unnamed_addr constant [13 x i32] [i32 36, i32 127, i32 128, i32 162, i32 2047, i32 2048, i32 8364, i32 55295, i32 57344, i32 65535, i32 65536, i32 128512, i32 1114111], align 16
@.str = private unnamed_addr constant [10 x i8] c"U+%04X ->\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" %02x(%d)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c" -> U+%04X len %d ok=%d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [24 x i8] c"Gr\C3\BC\C3\9F Gott, \E2\82\AC5 \F0\9F\98\80!\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [16 x i8] c"invalid at %ld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [39 x i8] c"bytes=%zu chars=%d nonascii=%d sum=%u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"\80\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [2 x i8] c"\C3\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"\C3(\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1, !dbg !55
@__const.main.bad = private unnamed_addr constant [8 x ptr] [ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [15 x i8] c"bad[%d] -> %d\0A\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [19 x i8] c"negative chars=%d\0A\00", align 1, !dbg !62
@decode.min_for_len = internal unnamed_addr constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 16, !dbg !67

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca [5 x i8], align 1, !DIAssignID !160
    #dbg_assign(i1 undef, !119, !DIExpression(), !160, ptr %1, !DIExpression(), !161)
  %2 = alloca [64 x i8], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !153, !DIExpression(), !162, ptr %2, !DIExpression(), !163)
    #dbg_value(i32 0, !117, !DIExpression(), !164)
  %3 = getelementptr inbounds i8, ptr %1, i64 1
  %4 = getelementptr inbounds i8, ptr %1, i64 2
  %5 = getelementptr inbounds i8, ptr %1, i64 3
  %6 = getelementptr inbounds i8, ptr %1, i64 1
  %7 = getelementptr inbounds i8, ptr %1, i64 2
  %8 = getelementptr inbounds i8, ptr %1, i64 1
  %9 = getelementptr inbounds i8, ptr %1, i64 1
  br label %10, !dbg !165

10:                                               ; preds = %0, %118
  %11 = phi i64 [ 0, %0 ], [ %124, %118 ]
    #dbg_value(i64 %11, !117, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #5, !dbg !166
  %12 = getelementptr inbounds [13 x i32], ptr @__const.main.cps, i64 0, i64 %11, !dbg !167
  %13 = load i32, ptr %12, align 4, !dbg !167, !tbaa !168
    #dbg_value(i32 %13, !172, !DIExpression(), !178)
    #dbg_value(ptr %1, !177, !DIExpression(), !178)
  %14 = icmp ult i64 %11, 2, !dbg !180
  br i1 %14, label %15, label %17, !dbg !182

15:                                               ; preds = %10
  %16 = trunc nuw nsw i32 %13 to i8, !dbg !183
  store i8 %16, ptr %1, align 1, !dbg !185, !tbaa !186, !DIAssignID !187
    #dbg_assign(i8 %16, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !187, ptr %1, !DIExpression(), !161)
  br label %54, !dbg !188

17:                                               ; preds = %10
  %18 = icmp ult i64 %11, 5, !dbg !189
  br i1 %18, label %19, label %26, !dbg !191

19:                                               ; preds = %17
  %20 = lshr i32 %13, 6, !dbg !192
  %21 = trunc nuw i32 %20 to i8, !dbg !194
  %22 = or disjoint i8 %21, -64, !dbg !194
  store i8 %22, ptr %1, align 1, !dbg !195, !tbaa !186, !DIAssignID !196
    #dbg_assign(i8 %22, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !196, ptr %1, !DIExpression(), !161)
  %23 = trunc i32 %13 to i8, !dbg !197
  %24 = and i8 %23, 63, !dbg !197
  %25 = or disjoint i8 %24, -128, !dbg !197
  store i8 %25, ptr %8, align 1, !dbg !198, !tbaa !186, !DIAssignID !199
    #dbg_assign(i8 %25, !119, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !199, ptr %8, !DIExpression(), !161)
  br label %54, !dbg !200

26:                                               ; preds = %17
  %27 = icmp ult i64 %11, 10, !dbg !201
  br i1 %27, label %28, label %39, !dbg !203

28:                                               ; preds = %26
  %29 = lshr i32 %13, 12, !dbg !204
  %30 = trunc nuw i32 %29 to i8, !dbg !206
  %31 = or disjoint i8 %30, -32, !dbg !206
  store i8 %31, ptr %1, align 1, !dbg !207, !tbaa !186, !DIAssignID !208
    #dbg_assign(i8 %31, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !208, ptr %1, !DIExpression(), !161)
  %32 = lshr i32 %13, 6, !dbg !209
  %33 = trunc i32 %32 to i8, !dbg !210
  %34 = and i8 %33, 63, !dbg !210
  %35 = or disjoint i8 %34, -128, !dbg !210
  store i8 %35, ptr %6, align 1, !dbg !211, !tbaa !186, !DIAssignID !212
    #dbg_assign(i8 %35, !119, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !212, ptr %6, !DIExpression(), !161)
  %36 = trunc i32 %13 to i8, !dbg !213
  %37 = and i8 %36, 63, !dbg !213
  %38 = or disjoint i8 %37, -128, !dbg !213
  store i8 %38, ptr %7, align 1, !dbg !214, !tbaa !186, !DIAssignID !215
    #dbg_assign(i8 %38, !119, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !215, ptr %7, !DIExpression(), !161)
  br label %54, !dbg !216

39:                                               ; preds = %26
  %40 = lshr i32 %13, 18, !dbg !217
  %41 = trunc i32 %40 to i8, !dbg !218
  %42 = or i8 %41, -16, !dbg !218
  store i8 %42, ptr %1, align 1, !dbg !219, !tbaa !186, !DIAssignID !220
    #dbg_assign(i8 %42, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !220, ptr %1, !DIExpression(), !161)
  %43 = lshr i32 %13, 12, !dbg !221
  %44 = trunc i32 %43 to i8, !dbg !222
  %45 = and i8 %44, 63, !dbg !222
  %46 = or disjoint i8 %45, -128, !dbg !222
  store i8 %46, ptr %3, align 1, !dbg !223, !tbaa !186, !DIAssignID !224
    #dbg_assign(i8 %46, !119, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !224, ptr %3, !DIExpression(), !161)
  %47 = lshr i32 %13, 6, !dbg !225
  %48 = trunc i32 %47 to i8, !dbg !226
  %49 = and i8 %48, 63, !dbg !226
  %50 = or disjoint i8 %49, -128, !dbg !226
  store i8 %50, ptr %4, align 1, !dbg !227, !tbaa !186, !DIAssignID !228
    #dbg_assign(i8 %50, !119, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !228, ptr %4, !DIExpression(), !161)
  %51 = trunc i32 %13 to i8, !dbg !229
  %52 = and i8 %51, 63, !dbg !229
  %53 = or disjoint i8 %52, -128, !dbg !229
  store i8 %53, ptr %5, align 1, !dbg !230, !tbaa !186, !DIAssignID !231
    #dbg_assign(i8 %53, !119, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !231, ptr %5, !DIExpression(), !161)
  br label %54, !dbg !232

54:                                               ; preds = %15, %19, %28, %39
  %55 = phi i32 [ 1, %15 ], [ 2, %19 ], [ 3, %28 ], [ 4, %39 ], !dbg !178
    #dbg_value(i32 %55, !122, !DIExpression(), !161)
    #dbg_value(i32 0, !123, !DIExpression(), !161)
    #dbg_value(ptr %1, !89, !DIExpression(), !233)
    #dbg_value(ptr undef, !90, !DIExpression(), !233)
  %56 = load i8, ptr %1, align 1, !dbg !235, !tbaa !186
    #dbg_value(i8 %56, !91, !DIExpression(), !233)
  %57 = zext i8 %56 to i32, !dbg !236
  %58 = icmp sgt i8 %56, -1, !dbg !238
  br i1 %58, label %113, label %59, !dbg !239

59:                                               ; preds = %54
  %60 = and i32 %57, 224, !dbg !240
  %61 = icmp eq i32 %60, 192, !dbg !242
  br i1 %61, label %68, label %62, !dbg !243

62:                                               ; preds = %59
  %63 = and i32 %57, 240, !dbg !244
  %64 = icmp eq i32 %63, 224, !dbg !246
  br i1 %64, label %68, label %65, !dbg !247

65:                                               ; preds = %62
  %66 = and i32 %57, 248, !dbg !248
  %67 = icmp eq i32 %66, 240, !dbg !250
  br i1 %67, label %68, label %113, !dbg !251

68:                                               ; preds = %65, %62, %59
  %69 = phi i32 [ 31, %59 ], [ 15, %62 ], [ 7, %65 ]
  %70 = phi i32 [ 2, %59 ], [ 3, %62 ], [ 4, %65 ], !dbg !252
  %71 = and i32 %69, %57, !dbg !252
    #dbg_value(i32 %71, !93, !DIExpression(), !233)
    #dbg_value(i32 %70, !92, !DIExpression(), !233)
    #dbg_value(i32 1, !94, !DIExpression(), !253)
  %72 = zext nneg i32 %70 to i64, !dbg !254
    #dbg_value(i64 1, !94, !DIExpression(), !253)
    #dbg_value(i32 %71, !93, !DIExpression(), !233)
  %73 = load i8, ptr %9, align 1, !dbg !255, !tbaa !186
  %74 = zext i8 %73 to i32, !dbg !256
  %75 = and i32 %74, 192, !dbg !258
  %76 = icmp eq i32 %75, 128, !dbg !259
  %77 = shl nuw nsw i32 %71, 6, !dbg !260
  %78 = and i32 %74, 63, !dbg !260
  %79 = or disjoint i32 %78, %77, !dbg !260
  %80 = select i1 %76, i32 %79, i32 %71, !dbg !260
  br i1 %76, label %81, label %99

81:                                               ; preds = %68, %86
  %82 = phi i32 [ %95, %86 ], [ %80, %68 ]
  %83 = phi i64 [ %84, %86 ], [ 1, %68 ]
    #dbg_value(i64 %83, !94, !DIExpression(), !253)
  %84 = add nuw nsw i64 %83, 1, !dbg !261
    #dbg_value(i64 %84, !94, !DIExpression(), !253)
    #dbg_value(i32 %82, !93, !DIExpression(), !233)
  %85 = icmp eq i64 %84, %72, !dbg !262
  br i1 %85, label %96, label %86, !dbg !254, !llvm.loop !263

86:                                               ; preds = %81
    #dbg_value(i64 poison, !94, !DIExpression(), !253)
    #dbg_value(i32 poison, !93, !DIExpression(), !233)
  %87 = getelementptr inbounds i8, ptr %1, i64 %84, !dbg !255
  %88 = load i8, ptr %87, align 1, !dbg !255, !tbaa !186
    #dbg_value(i8 %88, !96, !DIExpression(), !267)
  %89 = zext i8 %88 to i32, !dbg !256
  %90 = and i32 %89, 192, !dbg !258
  %91 = icmp eq i32 %90, 128, !dbg !259
  %92 = shl i32 %82, 6, !dbg !260
  %93 = and i32 %89, 63, !dbg !260
  %94 = or disjoint i32 %93, %92, !dbg !260
  %95 = select i1 %91, i32 %94, i32 %82, !dbg !260
    #dbg_value(i32 %95, !93, !DIExpression(), !233)
    #dbg_value(i64 poison, !94, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !253)
  br i1 %91, label %81, label %96, !llvm.loop !263

96:                                               ; preds = %86, %81
  %97 = phi i32 [ %82, %81 ], [ %95, %86 ]
  %98 = icmp ult i64 %84, %72
  br label %99

99:                                               ; preds = %96, %68
  %100 = phi i32 [ %80, %68 ], [ %97, %96 ], !dbg !260
  %101 = phi i1 [ true, %68 ], [ %98, %96 ], !dbg !262
    #dbg_value(i32 %100, !93, !DIExpression(), !233)
  br i1 %101, label %113, label %102

102:                                              ; preds = %99
  %103 = getelementptr inbounds [5 x i32], ptr @decode.min_for_len, i64 0, i64 %72, !dbg !268
  %104 = load i32, ptr %103, align 4, !dbg !268, !tbaa !168
  %105 = icmp ult i32 %100, %104, !dbg !270
  %106 = icmp ugt i32 %100, 1114111
  %107 = or i1 %106, %105, !dbg !271
  %108 = and i32 %100, 2095104
  %109 = icmp eq i32 %108, 55296
  %110 = or i1 %109, %107, !dbg !271
  %111 = select i1 %110, i32 0, i32 %100, !dbg !271
  %112 = select i1 %110, i32 -1, i32 %70, !dbg !271
  br label %113, !dbg !271

113:                                              ; preds = %102, %54, %65, %99
  %114 = phi i32 [ 0, %99 ], [ 0, %65 ], [ %57, %54 ], [ %111, %102 ], !dbg !161
  %115 = phi i32 [ -1, %99 ], [ -1, %65 ], [ 1, %54 ], [ %112, %102 ], !dbg !233
    #dbg_value(i32 %114, !123, !DIExpression(), !161)
    #dbg_value(i32 %115, !124, !DIExpression(), !161)
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13), !dbg !272
    #dbg_value(i32 0, !125, !DIExpression(), !273)
  %117 = zext nneg i32 %55 to i64, !dbg !274
  br label %126, !dbg !276

118:                                              ; preds = %126
  %119 = icmp eq i32 %114, %13, !dbg !277
  %120 = icmp eq i32 %115, %55, !dbg !278
  %121 = select i1 %119, i1 %120, i1 false, !dbg !278
  %122 = zext i1 %121 to i32, !dbg !278
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %114, i32 noundef %115, i32 noundef %122), !dbg !279
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #5, !dbg !280
  %124 = add nuw nsw i64 %11, 1, !dbg !281
    #dbg_value(i64 %124, !117, !DIExpression(), !164)
  %125 = icmp eq i64 %124, 13, !dbg !282
  br i1 %125, label %135, label %10, !dbg !165, !llvm.loop !283

126:                                              ; preds = %113, %126
  %127 = phi i64 [ 0, %113 ], [ %133, %126 ]
    #dbg_value(i64 %127, !125, !DIExpression(), !273)
  %128 = getelementptr inbounds [5 x i8], ptr %1, i64 0, i64 %127, !dbg !285
  %129 = load i8, ptr %128, align 1, !dbg !285, !tbaa !186
  %130 = zext i8 %129 to i32, !dbg !286
  %131 = sext i8 %129 to i32, !dbg !287
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %130, i32 noundef %131), !dbg !288
  %133 = add nuw nsw i64 %127, 1, !dbg !289
    #dbg_value(i64 %133, !125, !DIExpression(), !273)
  %134 = icmp eq i64 %133, %117, !dbg !274
  br i1 %134, label %118, label %126, !dbg !276, !llvm.loop !290

135:                                              ; preds = %118, %217
  %136 = phi i32 [ %202, %217 ], [ undef, %118 ]
  %137 = phi i32 [ %218, %217 ], [ 0, %118 ], !dbg !292
  %138 = phi i32 [ %219, %217 ], [ 0, %118 ], !dbg !293
  %139 = phi i32 [ %220, %217 ], [ 0, %118 ], !dbg !294
  %140 = phi ptr [ %221, %217 ], [ @.str.3, %118 ], !dbg !295
    #dbg_value(i32 %136, !137, !DIExpression(), !296)
    #dbg_value(ptr %140, !135, !DIExpression(), !297)
    #dbg_value(i32 %139, !134, !DIExpression(), !163)
    #dbg_value(i32 %138, !133, !DIExpression(), !163)
    #dbg_value(i32 %137, !132, !DIExpression(), !163)
  %141 = load i8, ptr %140, align 1, !dbg !298, !tbaa !186
  %142 = icmp eq i8 %141, 0, !dbg !299
  br i1 %142, label %222, label %143, !dbg !299

143:                                              ; preds = %135
    #dbg_value(ptr %140, !89, !DIExpression(), !300)
    #dbg_value(ptr undef, !90, !DIExpression(), !300)
    #dbg_value(i8 %141, !91, !DIExpression(), !300)
  %144 = zext i8 %141 to i32, !dbg !302
  %145 = icmp sgt i8 %141, -1, !dbg !303
  br i1 %145, label %201, label %146, !dbg !304

146:                                              ; preds = %143
  %147 = and i32 %144, 224, !dbg !305
  %148 = icmp eq i32 %147, 192, !dbg !306
  br i1 %148, label %155, label %149, !dbg !307

149:                                              ; preds = %146
  %150 = and i32 %144, 240, !dbg !308
  %151 = icmp eq i32 %150, 224, !dbg !309
  br i1 %151, label %155, label %152, !dbg !310

152:                                              ; preds = %149
  %153 = and i32 %144, 248, !dbg !311
  %154 = icmp eq i32 %153, 240, !dbg !312
  br i1 %154, label %155, label %201, !dbg !313

155:                                              ; preds = %152, %149, %146
  %156 = phi i32 [ 31, %146 ], [ 15, %149 ], [ 7, %152 ]
  %157 = phi i32 [ 2, %146 ], [ 3, %149 ], [ 4, %152 ], !dbg !314
  %158 = and i32 %156, %144, !dbg !314
    #dbg_value(i32 %158, !93, !DIExpression(), !300)
    #dbg_value(i32 %157, !92, !DIExpression(), !300)
    #dbg_value(i32 1, !94, !DIExpression(), !315)
  %159 = zext nneg i32 %157 to i64, !dbg !316
    #dbg_value(i64 1, !94, !DIExpression(), !315)
    #dbg_value(i32 %158, !93, !DIExpression(), !300)
  %160 = getelementptr inbounds i8, ptr %140, i64 1, !dbg !317
  %161 = load i8, ptr %160, align 1, !dbg !317, !tbaa !186
  %162 = zext i8 %161 to i32, !dbg !318
  %163 = and i32 %162, 192, !dbg !319
  %164 = icmp eq i32 %163, 128, !dbg !320
  %165 = shl nuw nsw i32 %158, 6, !dbg !321
  %166 = and i32 %162, 63, !dbg !321
  %167 = or disjoint i32 %166, %165, !dbg !321
  %168 = select i1 %164, i32 %167, i32 %158, !dbg !321
  br i1 %164, label %169, label %187

169:                                              ; preds = %155, %174
  %170 = phi i32 [ %183, %174 ], [ %168, %155 ]
  %171 = phi i64 [ %172, %174 ], [ 1, %155 ]
    #dbg_value(i64 %171, !94, !DIExpression(), !315)
  %172 = add nuw nsw i64 %171, 1, !dbg !322
    #dbg_value(i64 %172, !94, !DIExpression(), !315)
    #dbg_value(i32 %170, !93, !DIExpression(), !300)
  %173 = icmp eq i64 %172, %159, !dbg !323
  br i1 %173, label %184, label %174, !dbg !316, !llvm.loop !324

174:                                              ; preds = %169
    #dbg_value(i64 poison, !94, !DIExpression(), !315)
    #dbg_value(i32 poison, !93, !DIExpression(), !300)
  %175 = getelementptr inbounds i8, ptr %140, i64 %172, !dbg !317
  %176 = load i8, ptr %175, align 1, !dbg !317, !tbaa !186
    #dbg_value(i8 %176, !96, !DIExpression(), !326)
  %177 = zext i8 %176 to i32, !dbg !318
  %178 = and i32 %177, 192, !dbg !319
  %179 = icmp eq i32 %178, 128, !dbg !320
  %180 = shl i32 %170, 6, !dbg !321
  %181 = and i32 %177, 63, !dbg !321
  %182 = or disjoint i32 %181, %180, !dbg !321
  %183 = select i1 %179, i32 %182, i32 %170, !dbg !321
    #dbg_value(i32 %183, !93, !DIExpression(), !300)
    #dbg_value(i64 poison, !94, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !315)
  br i1 %179, label %169, label %184, !llvm.loop !324

184:                                              ; preds = %174, %169
  %185 = phi i32 [ %170, %169 ], [ %183, %174 ]
  %186 = icmp ult i64 %172, %159
  br label %187

187:                                              ; preds = %184, %155
  %188 = phi i32 [ %168, %155 ], [ %185, %184 ], !dbg !321
  %189 = phi i1 [ true, %155 ], [ %186, %184 ], !dbg !323
    #dbg_value(i32 %188, !93, !DIExpression(), !300)
  br i1 %189, label %201, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds [5 x i32], ptr @decode.min_for_len, i64 0, i64 %159, !dbg !327
  %192 = load i32, ptr %191, align 4, !dbg !327, !tbaa !168
  %193 = icmp ult i32 %188, %192, !dbg !328
  %194 = icmp ugt i32 %188, 1114111
  %195 = or i1 %194, %193, !dbg !329
  %196 = and i32 %188, 2095104
  %197 = icmp eq i32 %196, 55296
  %198 = or i1 %197, %195, !dbg !329
  %199 = select i1 %198, i32 %136, i32 %188, !dbg !329
  %200 = select i1 %198, i32 -1, i32 %157, !dbg !329
  br label %201, !dbg !329

201:                                              ; preds = %190, %143, %152, %187
  %202 = phi i32 [ %136, %187 ], [ %136, %152 ], [ %144, %143 ], [ %199, %190 ]
  %203 = phi i32 [ -1, %187 ], [ -1, %152 ], [ 1, %143 ], [ %200, %190 ], !dbg !300
    #dbg_value(i32 %202, !137, !DIExpression(), !296)
    #dbg_value(i32 %203, !140, !DIExpression(), !296)
  %204 = icmp sgt i32 %203, -1, !dbg !330
  br i1 %204, label %209, label %205, !dbg !332

205:                                              ; preds = %201
  %206 = ptrtoint ptr %140 to i64, !dbg !333
  %207 = sub i64 %206, ptrtoint (ptr @.str.3 to i64), !dbg !333
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %207), !dbg !335
  br label %217, !dbg !336

209:                                              ; preds = %201
  %210 = add nsw i32 %137, 1, !dbg !337
    #dbg_value(i32 %210, !132, !DIExpression(), !163)
  %211 = icmp ugt i32 %202, 127, !dbg !338
  %212 = zext i1 %211 to i32, !dbg !338
  %213 = add nsw i32 %138, %212, !dbg !339
    #dbg_value(i32 %213, !133, !DIExpression(), !163)
  %214 = add i32 %202, %139, !dbg !340
    #dbg_value(i32 %214, !134, !DIExpression(), !163)
  %215 = zext nneg i32 %203 to i64, !dbg !341
  %216 = getelementptr inbounds i8, ptr %140, i64 %215, !dbg !341
    #dbg_value(ptr %216, !135, !DIExpression(), !297)
  br label %217, !dbg !342

217:                                              ; preds = %209, %205
  %218 = phi i32 [ %137, %205 ], [ %210, %209 ], !dbg !163
  %219 = phi i32 [ %138, %205 ], [ %213, %209 ], !dbg !163
  %220 = phi i32 [ %139, %205 ], [ %214, %209 ], !dbg !163
  %221 = phi ptr [ %140, %205 ], [ %216, %209 ], !dbg !297
    #dbg_value(ptr %221, !135, !DIExpression(), !297)
    #dbg_value(i32 %220, !134, !DIExpression(), !163)
    #dbg_value(i32 %219, !133, !DIExpression(), !163)
    #dbg_value(i32 %218, !132, !DIExpression(), !163)
  br i1 %204, label %135, label %222, !llvm.loop !343

222:                                              ; preds = %135, %217
  %223 = phi i32 [ %218, %217 ], [ %137, %135 ], !dbg !292
  %224 = phi i32 [ %219, %217 ], [ %138, %135 ], !dbg !293
  %225 = phi i32 [ %220, %217 ], [ %139, %135 ], !dbg !294
    #dbg_value(i32 %225, !134, !DIExpression(), !163)
    #dbg_value(i32 %224, !133, !DIExpression(), !163)
    #dbg_value(i32 %223, !132, !DIExpression(), !163)
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 23, i32 noundef %223, i32 noundef %224, i32 noundef %225), !dbg !345
    #dbg_assign(i1 undef, !141, !DIExpression(), !346, ptr @__const.main.bad, !DIExpression(), !163)
    #dbg_value(i32 0, !145, !DIExpression(), !347)
  br label %227, !dbg !348

227:                                              ; preds = %222, %288
  %228 = phi i64 [ 0, %222 ], [ %292, %288 ]
    #dbg_value(i64 %228, !145, !DIExpression(), !347)
    #dbg_value(i32 0, !147, !DIExpression(), !349)
  %229 = getelementptr inbounds [8 x ptr], ptr @__const.main.bad, i64 0, i64 %228, !dbg !350
  %230 = load ptr, ptr %229, align 8, !dbg !350, !tbaa !351
    #dbg_value(ptr %230, !89, !DIExpression(), !353)
    #dbg_value(ptr undef, !90, !DIExpression(), !353)
  %231 = load i8, ptr %230, align 1, !dbg !355, !tbaa !186
    #dbg_value(i8 %231, !91, !DIExpression(), !353)
  %232 = zext i8 %231 to i32, !dbg !356
  %233 = icmp sgt i8 %231, -1, !dbg !357
  br i1 %233, label %288, label %234, !dbg !358

234:                                              ; preds = %227
  %235 = and i32 %232, 224, !dbg !359
  %236 = icmp eq i32 %235, 192, !dbg !360
  br i1 %236, label %243, label %237, !dbg !361

237:                                              ; preds = %234
  %238 = and i32 %232, 240, !dbg !362
  %239 = icmp eq i32 %238, 224, !dbg !363
  br i1 %239, label %243, label %240, !dbg !364

240:                                              ; preds = %237
  %241 = and i32 %232, 248, !dbg !365
  %242 = icmp eq i32 %241, 240, !dbg !366
  br i1 %242, label %243, label %288, !dbg !367

243:                                              ; preds = %240, %237, %234
  %244 = phi i32 [ 31, %234 ], [ 15, %237 ], [ 7, %240 ]
  %245 = phi i32 [ 2, %234 ], [ 3, %237 ], [ 4, %240 ], !dbg !368
  %246 = and i32 %244, %232, !dbg !368
    #dbg_value(i32 %246, !93, !DIExpression(), !353)
    #dbg_value(i32 %245, !92, !DIExpression(), !353)
    #dbg_value(i32 1, !94, !DIExpression(), !369)
  %247 = zext nneg i32 %245 to i64, !dbg !370
    #dbg_value(i64 1, !94, !DIExpression(), !369)
    #dbg_value(i32 %246, !93, !DIExpression(), !353)
  %248 = getelementptr inbounds i8, ptr %230, i64 1, !dbg !371
  %249 = load i8, ptr %248, align 1, !dbg !371, !tbaa !186
  %250 = zext i8 %249 to i32, !dbg !372
  %251 = and i32 %250, 192, !dbg !373
  %252 = icmp eq i32 %251, 128, !dbg !374
  %253 = shl nuw nsw i32 %246, 6, !dbg !375
  %254 = and i32 %250, 63, !dbg !375
  %255 = or disjoint i32 %254, %253, !dbg !375
  %256 = select i1 %252, i32 %255, i32 %246, !dbg !375
  br i1 %252, label %257, label %275

257:                                              ; preds = %243, %262
  %258 = phi i32 [ %271, %262 ], [ %256, %243 ]
  %259 = phi i64 [ %260, %262 ], [ 1, %243 ]
    #dbg_value(i64 %259, !94, !DIExpression(), !369)
  %260 = add nuw nsw i64 %259, 1, !dbg !376
    #dbg_value(i64 %260, !94, !DIExpression(), !369)
    #dbg_value(i32 %258, !93, !DIExpression(), !353)
  %261 = icmp eq i64 %260, %247, !dbg !377
  br i1 %261, label %272, label %262, !dbg !370, !llvm.loop !378

262:                                              ; preds = %257
    #dbg_value(i64 poison, !94, !DIExpression(), !369)
    #dbg_value(i32 poison, !93, !DIExpression(), !353)
  %263 = getelementptr inbounds i8, ptr %230, i64 %260, !dbg !371
  %264 = load i8, ptr %263, align 1, !dbg !371, !tbaa !186
    #dbg_value(i8 %264, !96, !DIExpression(), !380)
  %265 = zext i8 %264 to i32, !dbg !372
  %266 = and i32 %265, 192, !dbg !373
  %267 = icmp eq i32 %266, 128, !dbg !374
  %268 = shl i32 %258, 6, !dbg !375
  %269 = and i32 %265, 63, !dbg !375
  %270 = or disjoint i32 %269, %268, !dbg !375
  %271 = select i1 %267, i32 %270, i32 %258, !dbg !375
    #dbg_value(i32 %271, !93, !DIExpression(), !353)
    #dbg_value(i64 poison, !94, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !369)
  br i1 %267, label %257, label %272, !llvm.loop !378

272:                                              ; preds = %262, %257
  %273 = phi i32 [ %258, %257 ], [ %271, %262 ]
  %274 = icmp ult i64 %260, %247
  br label %275

275:                                              ; preds = %272, %243
  %276 = phi i32 [ %256, %243 ], [ %273, %272 ], !dbg !375
  %277 = phi i1 [ true, %243 ], [ %274, %272 ], !dbg !377
    #dbg_value(i32 %276, !93, !DIExpression(), !353)
  br i1 %277, label %288, label %278

278:                                              ; preds = %275
  %279 = getelementptr inbounds [5 x i32], ptr @decode.min_for_len, i64 0, i64 %247, !dbg !381
  %280 = load i32, ptr %279, align 4, !dbg !381, !tbaa !168
  %281 = icmp ult i32 %276, %280, !dbg !382
  %282 = icmp ugt i32 %276, 1114111
  %283 = or i1 %282, %281, !dbg !383
  %284 = and i32 %276, 2095104
  %285 = icmp eq i32 %284, 55296
  %286 = or i1 %285, %283, !dbg !383
  %287 = select i1 %286, i32 -1, i32 %245, !dbg !383
  br label %288, !dbg !383

288:                                              ; preds = %278, %227, %240, %275
  %289 = phi i32 [ -1, %275 ], [ -1, %240 ], [ 1, %227 ], [ %287, %278 ], !dbg !353
  %290 = trunc nuw nsw i64 %228 to i32, !dbg !384
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %290, i32 noundef %289), !dbg !384
  %292 = add nuw nsw i64 %228, 1, !dbg !385
    #dbg_value(i64 %292, !145, !DIExpression(), !347)
  %293 = icmp eq i64 %292, 8, !dbg !386
  br i1 %293, label %294, label %227, !dbg !348, !llvm.loop !387

294:                                              ; preds = %288
    #dbg_value(i64 undef, !151, !DIExpression(), !389)
    #dbg_value(i32 poison, !150, !DIExpression(), !163)
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 11), !dbg !390
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5, !dbg !391
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 1 dereferenceable(24) @.str.3, i64 24, i1 false) #5, !dbg !392
    #dbg_value(ptr %2, !157, !DIExpression(), !393)
  %296 = load i8, ptr %2, align 16, !dbg !394, !tbaa !186
  %297 = icmp eq i8 %296, 0, !dbg !396
  br i1 %297, label %298, label %300, !dbg !396

298:                                              ; preds = %307, %294
  %299 = call i32 @puts(ptr nonnull dereferenceable(1) %2), !dbg !397
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !398
  ret i32 0, !dbg !398

300:                                              ; preds = %294, %307
  %301 = phi i8 [ %309, %307 ], [ %296, %294 ]
  %302 = phi ptr [ %308, %307 ], [ %2, %294 ]
    #dbg_value(ptr %302, !157, !DIExpression(), !393)
  %303 = add i8 %301, -97, !dbg !399
  %304 = icmp ult i8 %303, 26, !dbg !399
  br i1 %304, label %305, label %307, !dbg !399

305:                                              ; preds = %300
  %306 = add nsw i8 %301, -32, !dbg !401
  store i8 %306, ptr %302, align 1, !dbg !402, !tbaa !186
  br label %307, !dbg !403

307:                                              ; preds = %300, %305
  %308 = getelementptr inbounds i8, ptr %302, i64 1, !dbg !404
    #dbg_value(ptr %308, !157, !DIExpression(), !393)
  %309 = load i8, ptr %308, align 1, !dbg !394, !tbaa !186
  %310 = icmp eq i8 %309, 0, !dbg !396
  br i1 %310, label %298, label %300, !dbg !396, !llvm.loop !405
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !407 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "utf8.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "78ae5d5ff6df30839b4f13357ee406f2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 25)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 24)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 16)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 39)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 3)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 5)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !31, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !36, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !31, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 15)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 19)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "min_for_len", scope: !69, file: !2, line: 56, type: !99, isLocal: true, isDefinition: true)
!69 = distinct !DISubprogram(name: "decode", scope: !2, file: !2, line: 31, type: !70, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !88)
!70 = !DISubroutineType(types: !71)
!71 = !{!72, !73, !75}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !77, line: 26, baseType: !78)
!77 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !79, line: 42, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!80 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !85, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84, !4}
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !44, !46, !51, !53, !55, !57, !62, !86, !67}
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !41, isLocal: true, isDefinition: true)
!88 = !{!89, !90, !91, !92, !93, !94, !96}
!89 = !DILocalVariable(name: "s", arg: 1, scope: !69, file: !2, line: 31, type: !73)
!90 = !DILocalVariable(name: "cp", arg: 2, scope: !69, file: !2, line: 31, type: !75)
!91 = !DILocalVariable(name: "c", scope: !69, file: !2, line: 32, type: !83)
!92 = !DILocalVariable(name: "len", scope: !69, file: !2, line: 33, type: !72)
!93 = !DILocalVariable(name: "v", scope: !69, file: !2, line: 34, type: !76)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 50, type: !72)
!95 = distinct !DILexicalBlock(scope: !69, file: !2, line: 50, column: 5)
!96 = !DILocalVariable(name: "cc", scope: !97, file: !2, line: 51, type: !83)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 50, column: 35)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 50, column: 5)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 160, elements: !49)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !110, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!72}
!112 = !{!113, !117, !119, !122, !123, !124, !125, !127, !128, !132, !133, !134, !135, !137, !140, !141, !145, !147, !150, !151, !153, !157}
!113 = !DILocalVariable(name: "cps", scope: !109, file: !2, line: 64, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 416, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 13)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 66, type: !72)
!118 = distinct !DILexicalBlock(scope: !109, file: !2, line: 66, column: 5)
!119 = !DILocalVariable(name: "buf", scope: !120, file: !2, line: 67, type: !48)
!120 = distinct !DILexicalBlock(scope: !121, file: !2, line: 66, column: 34)
!121 = distinct !DILexicalBlock(scope: !118, file: !2, line: 66, column: 5)
!122 = !DILocalVariable(name: "n", scope: !120, file: !2, line: 68, type: !72)
!123 = !DILocalVariable(name: "back", scope: !120, file: !2, line: 69, type: !76)
!124 = !DILocalVariable(name: "m", scope: !120, file: !2, line: 70, type: !72)
!125 = !DILocalVariable(name: "k", scope: !126, file: !2, line: 72, type: !72)
!126 = distinct !DILexicalBlock(scope: !120, file: !2, line: 72, column: 9)
!127 = !DILocalVariable(name: "text", scope: !109, file: !2, line: 76, type: !73)
!128 = !DILocalVariable(name: "bytes", scope: !109, file: !2, line: 77, type: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !130, line: 18, baseType: !131)
!130 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!131 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!132 = !DILocalVariable(name: "chars", scope: !109, file: !2, line: 78, type: !72)
!133 = !DILocalVariable(name: "nonascii", scope: !109, file: !2, line: 78, type: !72)
!134 = !DILocalVariable(name: "sum", scope: !109, file: !2, line: 79, type: !76)
!135 = !DILocalVariable(name: "p", scope: !136, file: !2, line: 80, type: !73)
!136 = distinct !DILexicalBlock(scope: !109, file: !2, line: 80, column: 5)
!137 = !DILocalVariable(name: "cp", scope: !138, file: !2, line: 81, type: !76)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 80, column: 37)
!139 = distinct !DILexicalBlock(scope: !136, file: !2, line: 80, column: 5)
!140 = !DILocalVariable(name: "n", scope: !138, file: !2, line: 82, type: !72)
!141 = !DILocalVariable(name: "bad", scope: !109, file: !2, line: 93, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 512, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 8)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 95, type: !72)
!146 = distinct !DILexicalBlock(scope: !109, file: !2, line: 95, column: 5)
!147 = !DILocalVariable(name: "cp", scope: !148, file: !2, line: 96, type: !76)
!148 = distinct !DILexicalBlock(scope: !149, file: !2, line: 95, column: 33)
!149 = distinct !DILexicalBlock(scope: !146, file: !2, line: 95, column: 5)
!150 = !DILocalVariable(name: "negative", scope: !109, file: !2, line: 100, type: !72)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 101, type: !129)
!152 = distinct !DILexicalBlock(scope: !109, file: !2, line: 101, column: 5)
!153 = !DILocalVariable(name: "copy", scope: !109, file: !2, line: 105, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 64)
!157 = !DILocalVariable(name: "p", scope: !158, file: !2, line: 107, type: !159)
!158 = distinct !DILexicalBlock(scope: !109, file: !2, line: 107, column: 5)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !120)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !109)
!164 = !DILocation(line: 0, scope: !118)
!165 = !DILocation(line: 66, column: 5, scope: !118)
!166 = !DILocation(line: 67, column: 9, scope: !120)
!167 = !DILocation(line: 68, column: 24, scope: !120)
!168 = !{!169, !169, i64 0}
!169 = !{!"int", !170, i64 0}
!170 = !{!"omnipotent char", !171, i64 0}
!171 = !{!"Simple C/C++ TBAA"}
!172 = !DILocalVariable(name: "cp", arg: 1, scope: !173, file: !2, line: 7, type: !76)
!173 = distinct !DISubprogram(name: "encode", scope: !2, file: !2, line: 7, type: !174, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !81, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!72, !76, !159}
!176 = !{!172, !177}
!177 = !DILocalVariable(name: "out", arg: 2, scope: !173, file: !2, line: 7, type: !159)
!178 = !DILocation(line: 0, scope: !173, inlinedAt: !179)
!179 = distinct !DILocation(line: 68, column: 17, scope: !120)
!180 = !DILocation(line: 8, column: 12, scope: !181, inlinedAt: !179)
!181 = distinct !DILexicalBlock(scope: !173, file: !2, line: 8, column: 9)
!182 = !DILocation(line: 8, column: 9, scope: !173, inlinedAt: !179)
!183 = !DILocation(line: 9, column: 18, scope: !184, inlinedAt: !179)
!184 = distinct !DILexicalBlock(scope: !181, file: !2, line: 8, column: 20)
!185 = !DILocation(line: 9, column: 16, scope: !184, inlinedAt: !179)
!186 = !{!170, !170, i64 0}
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 10, column: 9, scope: !184, inlinedAt: !179)
!189 = !DILocation(line: 12, column: 12, scope: !190, inlinedAt: !179)
!190 = distinct !DILexicalBlock(scope: !173, file: !2, line: 12, column: 9)
!191 = !DILocation(line: 12, column: 9, scope: !173, inlinedAt: !179)
!192 = !DILocation(line: 13, column: 36, scope: !193, inlinedAt: !179)
!193 = distinct !DILexicalBlock(scope: !190, file: !2, line: 12, column: 21)
!194 = !DILocation(line: 13, column: 18, scope: !193, inlinedAt: !179)
!195 = !DILocation(line: 13, column: 16, scope: !193, inlinedAt: !179)
!196 = distinct !DIAssignID()
!197 = !DILocation(line: 14, column: 18, scope: !193, inlinedAt: !179)
!198 = !DILocation(line: 14, column: 16, scope: !193, inlinedAt: !179)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 15, column: 9, scope: !193, inlinedAt: !179)
!201 = !DILocation(line: 17, column: 12, scope: !202, inlinedAt: !179)
!202 = distinct !DILexicalBlock(scope: !173, file: !2, line: 17, column: 9)
!203 = !DILocation(line: 17, column: 9, scope: !173, inlinedAt: !179)
!204 = !DILocation(line: 18, column: 36, scope: !205, inlinedAt: !179)
!205 = distinct !DILexicalBlock(scope: !202, file: !2, line: 17, column: 23)
!206 = !DILocation(line: 18, column: 18, scope: !205, inlinedAt: !179)
!207 = !DILocation(line: 18, column: 16, scope: !205, inlinedAt: !179)
!208 = distinct !DIAssignID()
!209 = !DILocation(line: 19, column: 37, scope: !205, inlinedAt: !179)
!210 = !DILocation(line: 19, column: 18, scope: !205, inlinedAt: !179)
!211 = !DILocation(line: 19, column: 16, scope: !205, inlinedAt: !179)
!212 = distinct !DIAssignID()
!213 = !DILocation(line: 20, column: 18, scope: !205, inlinedAt: !179)
!214 = !DILocation(line: 20, column: 16, scope: !205, inlinedAt: !179)
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 21, column: 9, scope: !205, inlinedAt: !179)
!217 = !DILocation(line: 23, column: 32, scope: !173, inlinedAt: !179)
!218 = !DILocation(line: 23, column: 14, scope: !173, inlinedAt: !179)
!219 = !DILocation(line: 23, column: 12, scope: !173, inlinedAt: !179)
!220 = distinct !DIAssignID()
!221 = !DILocation(line: 24, column: 33, scope: !173, inlinedAt: !179)
!222 = !DILocation(line: 24, column: 14, scope: !173, inlinedAt: !179)
!223 = !DILocation(line: 24, column: 12, scope: !173, inlinedAt: !179)
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 25, column: 33, scope: !173, inlinedAt: !179)
!226 = !DILocation(line: 25, column: 14, scope: !173, inlinedAt: !179)
!227 = !DILocation(line: 25, column: 12, scope: !173, inlinedAt: !179)
!228 = distinct !DIAssignID()
!229 = !DILocation(line: 26, column: 14, scope: !173, inlinedAt: !179)
!230 = !DILocation(line: 26, column: 12, scope: !173, inlinedAt: !179)
!231 = distinct !DIAssignID()
!232 = !DILocation(line: 27, column: 5, scope: !173, inlinedAt: !179)
!233 = !DILocation(line: 0, scope: !69, inlinedAt: !234)
!234 = distinct !DILocation(line: 70, column: 17, scope: !120)
!235 = !DILocation(line: 32, column: 38, scope: !69, inlinedAt: !234)
!236 = !DILocation(line: 35, column: 9, scope: !237, inlinedAt: !234)
!237 = distinct !DILexicalBlock(scope: !69, file: !2, line: 35, column: 9)
!238 = !DILocation(line: 35, column: 11, scope: !237, inlinedAt: !234)
!239 = !DILocation(line: 35, column: 9, scope: !69, inlinedAt: !234)
!240 = !DILocation(line: 38, column: 19, scope: !241, inlinedAt: !234)
!241 = distinct !DILexicalBlock(scope: !237, file: !2, line: 38, column: 16)
!242 = !DILocation(line: 38, column: 27, scope: !241, inlinedAt: !234)
!243 = !DILocation(line: 38, column: 16, scope: !237, inlinedAt: !234)
!244 = !DILocation(line: 41, column: 19, scope: !245, inlinedAt: !234)
!245 = distinct !DILexicalBlock(scope: !241, file: !2, line: 41, column: 16)
!246 = !DILocation(line: 41, column: 27, scope: !245, inlinedAt: !234)
!247 = !DILocation(line: 41, column: 16, scope: !241, inlinedAt: !234)
!248 = !DILocation(line: 44, column: 19, scope: !249, inlinedAt: !234)
!249 = distinct !DILexicalBlock(scope: !245, file: !2, line: 44, column: 16)
!250 = !DILocation(line: 44, column: 27, scope: !249, inlinedAt: !234)
!251 = !DILocation(line: 44, column: 16, scope: !245, inlinedAt: !234)
!252 = !DILocation(line: 0, scope: !241, inlinedAt: !234)
!253 = !DILocation(line: 0, scope: !95, inlinedAt: !234)
!254 = !DILocation(line: 50, column: 5, scope: !95, inlinedAt: !234)
!255 = !DILocation(line: 51, column: 43, scope: !97, inlinedAt: !234)
!256 = !DILocation(line: 52, column: 14, scope: !257, inlinedAt: !234)
!257 = distinct !DILexicalBlock(scope: !97, file: !2, line: 52, column: 13)
!258 = !DILocation(line: 52, column: 17, scope: !257, inlinedAt: !234)
!259 = !DILocation(line: 52, column: 25, scope: !257, inlinedAt: !234)
!260 = !DILocation(line: 52, column: 13, scope: !97, inlinedAt: !234)
!261 = !DILocation(line: 50, column: 31, scope: !98, inlinedAt: !234)
!262 = !DILocation(line: 50, column: 23, scope: !98, inlinedAt: !234)
!263 = distinct !{!263, !254, !264, !265, !266}
!264 = !DILocation(line: 55, column: 5, scope: !95, inlinedAt: !234)
!265 = !{!"llvm.loop.mustprogress"}
!266 = !{!"llvm.loop.unroll.disable"}
!267 = !DILocation(line: 0, scope: !97, inlinedAt: !234)
!268 = !DILocation(line: 57, column: 13, scope: !269, inlinedAt: !234)
!269 = distinct !DILexicalBlock(scope: !69, file: !2, line: 57, column: 9)
!270 = !DILocation(line: 57, column: 11, scope: !269, inlinedAt: !234)
!271 = !DILocation(line: 57, column: 30, scope: !269, inlinedAt: !234)
!272 = !DILocation(line: 71, column: 9, scope: !120)
!273 = !DILocation(line: 0, scope: !126)
!274 = !DILocation(line: 72, column: 27, scope: !275)
!275 = distinct !DILexicalBlock(scope: !126, file: !2, line: 72, column: 9)
!276 = !DILocation(line: 72, column: 9, scope: !126)
!277 = !DILocation(line: 74, column: 59, scope: !120)
!278 = !DILocation(line: 74, column: 69, scope: !120)
!279 = !DILocation(line: 74, column: 9, scope: !120)
!280 = !DILocation(line: 75, column: 5, scope: !121)
!281 = !DILocation(line: 66, column: 30, scope: !121)
!282 = !DILocation(line: 66, column: 23, scope: !121)
!283 = distinct !{!283, !165, !284, !265, !266}
!284 = !DILocation(line: 75, column: 5, scope: !118)
!285 = !DILocation(line: 73, column: 48, scope: !275)
!286 = !DILocation(line: 73, column: 33, scope: !275)
!287 = !DILocation(line: 73, column: 56, scope: !275)
!288 = !DILocation(line: 73, column: 13, scope: !275)
!289 = !DILocation(line: 72, column: 33, scope: !275)
!290 = distinct !{!290, !276, !291, !265, !266}
!291 = !DILocation(line: 73, column: 62, scope: !126)
!292 = !DILocation(line: 78, column: 9, scope: !109)
!293 = !DILocation(line: 78, column: 20, scope: !109)
!294 = !DILocation(line: 79, column: 14, scope: !109)
!295 = !DILocation(line: 80, column: 22, scope: !136)
!296 = !DILocation(line: 0, scope: !138)
!297 = !DILocation(line: 0, scope: !136)
!298 = !DILocation(line: 80, column: 32, scope: !139)
!299 = !DILocation(line: 80, column: 5, scope: !136)
!300 = !DILocation(line: 0, scope: !69, inlinedAt: !301)
!301 = distinct !DILocation(line: 82, column: 17, scope: !138)
!302 = !DILocation(line: 35, column: 9, scope: !237, inlinedAt: !301)
!303 = !DILocation(line: 35, column: 11, scope: !237, inlinedAt: !301)
!304 = !DILocation(line: 35, column: 9, scope: !69, inlinedAt: !301)
!305 = !DILocation(line: 38, column: 19, scope: !241, inlinedAt: !301)
!306 = !DILocation(line: 38, column: 27, scope: !241, inlinedAt: !301)
!307 = !DILocation(line: 38, column: 16, scope: !237, inlinedAt: !301)
!308 = !DILocation(line: 41, column: 19, scope: !245, inlinedAt: !301)
!309 = !DILocation(line: 41, column: 27, scope: !245, inlinedAt: !301)
!310 = !DILocation(line: 41, column: 16, scope: !241, inlinedAt: !301)
!311 = !DILocation(line: 44, column: 19, scope: !249, inlinedAt: !301)
!312 = !DILocation(line: 44, column: 27, scope: !249, inlinedAt: !301)
!313 = !DILocation(line: 44, column: 16, scope: !245, inlinedAt: !301)
!314 = !DILocation(line: 0, scope: !241, inlinedAt: !301)
!315 = !DILocation(line: 0, scope: !95, inlinedAt: !301)
!316 = !DILocation(line: 50, column: 5, scope: !95, inlinedAt: !301)
!317 = !DILocation(line: 51, column: 43, scope: !97, inlinedAt: !301)
!318 = !DILocation(line: 52, column: 14, scope: !257, inlinedAt: !301)
!319 = !DILocation(line: 52, column: 17, scope: !257, inlinedAt: !301)
!320 = !DILocation(line: 52, column: 25, scope: !257, inlinedAt: !301)
!321 = !DILocation(line: 52, column: 13, scope: !97, inlinedAt: !301)
!322 = !DILocation(line: 50, column: 31, scope: !98, inlinedAt: !301)
!323 = !DILocation(line: 50, column: 23, scope: !98, inlinedAt: !301)
!324 = distinct !{!324, !316, !325, !265, !266}
!325 = !DILocation(line: 55, column: 5, scope: !95, inlinedAt: !301)
!326 = !DILocation(line: 0, scope: !97, inlinedAt: !301)
!327 = !DILocation(line: 57, column: 13, scope: !269, inlinedAt: !301)
!328 = !DILocation(line: 57, column: 11, scope: !269, inlinedAt: !301)
!329 = !DILocation(line: 57, column: 30, scope: !269, inlinedAt: !301)
!330 = !DILocation(line: 83, column: 15, scope: !331)
!331 = distinct !DILexicalBlock(scope: !138, file: !2, line: 83, column: 13)
!332 = !DILocation(line: 83, column: 13, scope: !138)
!333 = !DILocation(line: 84, column: 49, scope: !334)
!334 = distinct !DILexicalBlock(scope: !331, file: !2, line: 83, column: 20)
!335 = !DILocation(line: 84, column: 13, scope: !334)
!336 = !DILocation(line: 85, column: 13, scope: !334)
!337 = !DILocation(line: 87, column: 14, scope: !138)
!338 = !DILocation(line: 88, column: 24, scope: !138)
!339 = !DILocation(line: 88, column: 18, scope: !138)
!340 = !DILocation(line: 89, column: 13, scope: !138)
!341 = !DILocation(line: 90, column: 11, scope: !138)
!342 = !DILocation(line: 91, column: 5, scope: !139)
!343 = distinct !{!343, !299, !344, !265, !266}
!344 = !DILocation(line: 91, column: 5, scope: !136)
!345 = !DILocation(line: 92, column: 5, scope: !109)
!346 = distinct !DIAssignID()
!347 = !DILocation(line: 0, scope: !146)
!348 = !DILocation(line: 95, column: 5, scope: !146)
!349 = !DILocation(line: 0, scope: !148)
!350 = !DILocation(line: 97, column: 45, scope: !148)
!351 = !{!352, !352, i64 0}
!352 = !{!"any pointer", !170, i64 0}
!353 = !DILocation(line: 0, scope: !69, inlinedAt: !354)
!354 = distinct !DILocation(line: 97, column: 38, scope: !148)
!355 = !DILocation(line: 32, column: 38, scope: !69, inlinedAt: !354)
!356 = !DILocation(line: 35, column: 9, scope: !237, inlinedAt: !354)
!357 = !DILocation(line: 35, column: 11, scope: !237, inlinedAt: !354)
!358 = !DILocation(line: 35, column: 9, scope: !69, inlinedAt: !354)
!359 = !DILocation(line: 38, column: 19, scope: !241, inlinedAt: !354)
!360 = !DILocation(line: 38, column: 27, scope: !241, inlinedAt: !354)
!361 = !DILocation(line: 38, column: 16, scope: !237, inlinedAt: !354)
!362 = !DILocation(line: 41, column: 19, scope: !245, inlinedAt: !354)
!363 = !DILocation(line: 41, column: 27, scope: !245, inlinedAt: !354)
!364 = !DILocation(line: 41, column: 16, scope: !241, inlinedAt: !354)
!365 = !DILocation(line: 44, column: 19, scope: !249, inlinedAt: !354)
!366 = !DILocation(line: 44, column: 27, scope: !249, inlinedAt: !354)
!367 = !DILocation(line: 44, column: 16, scope: !245, inlinedAt: !354)
!368 = !DILocation(line: 0, scope: !241, inlinedAt: !354)
!369 = !DILocation(line: 0, scope: !95, inlinedAt: !354)
!370 = !DILocation(line: 50, column: 5, scope: !95, inlinedAt: !354)
!371 = !DILocation(line: 51, column: 43, scope: !97, inlinedAt: !354)
!372 = !DILocation(line: 52, column: 14, scope: !257, inlinedAt: !354)
!373 = !DILocation(line: 52, column: 17, scope: !257, inlinedAt: !354)
!374 = !DILocation(line: 52, column: 25, scope: !257, inlinedAt: !354)
!375 = !DILocation(line: 52, column: 13, scope: !97, inlinedAt: !354)
!376 = !DILocation(line: 50, column: 31, scope: !98, inlinedAt: !354)
!377 = !DILocation(line: 50, column: 23, scope: !98, inlinedAt: !354)
!378 = distinct !{!378, !370, !379, !265, !266}
!379 = !DILocation(line: 55, column: 5, scope: !95, inlinedAt: !354)
!380 = !DILocation(line: 0, scope: !97, inlinedAt: !354)
!381 = !DILocation(line: 57, column: 13, scope: !269, inlinedAt: !354)
!382 = !DILocation(line: 57, column: 11, scope: !269, inlinedAt: !354)
!383 = !DILocation(line: 57, column: 30, scope: !269, inlinedAt: !354)
!384 = !DILocation(line: 97, column: 9, scope: !148)
!385 = !DILocation(line: 95, column: 29, scope: !149)
!386 = !DILocation(line: 95, column: 23, scope: !149)
!387 = distinct !{!387, !348, !388, !265, !266}
!388 = !DILocation(line: 98, column: 5, scope: !146)
!389 = !DILocation(line: 0, scope: !152)
!390 = !DILocation(line: 103, column: 5, scope: !109)
!391 = !DILocation(line: 105, column: 5, scope: !109)
!392 = !DILocation(line: 106, column: 5, scope: !109)
!393 = !DILocation(line: 0, scope: !158)
!394 = !DILocation(line: 107, column: 26, scope: !395)
!395 = distinct !DILexicalBlock(scope: !158, file: !2, line: 107, column: 5)
!396 = !DILocation(line: 107, column: 5, scope: !158)
!397 = !DILocation(line: 110, column: 5, scope: !109)
!398 = !DILocation(line: 112, column: 1, scope: !109)
!399 = !DILocation(line: 108, column: 23, scope: !400)
!400 = distinct !DILexicalBlock(scope: !395, file: !2, line: 108, column: 13)
!401 = !DILocation(line: 109, column: 28, scope: !400)
!402 = !DILocation(line: 109, column: 16, scope: !400)
!403 = !DILocation(line: 109, column: 13, scope: !400)
!404 = !DILocation(line: 107, column: 31, scope: !395)
!405 = distinct !{!405, !396, !406, !265, !266}
!406 = !DILocation(line: 109, column: 32, scope: !158)
!407 = !DISubprogram(name: "printf", scope: !408, file: !408, line: 356, type: !409, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!409 = !DISubroutineType(types: !410)
!410 = !{!72, !411, null}
!411 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
