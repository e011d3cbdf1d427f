; ModuleID = 'ctype_funcs.c'
source_filename = "ctype_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [103 x i8] c"digit=%d alpha=%d space=%d upper=%d lower=%d alnum=%d xdigit=%d toupper-changes=%d tolower-changes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"signature=%lu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"spaces:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !17
@__const.main.s = private unnamed_addr constant [37 x i8] c"Hello, World! 123 MixedCase_text\09TAB\00", align 16
@.str.5 = private unnamed_addr constant [21 x i8] c"upper: %s\0Alower: %s\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [38 x i8] c"  foo_bar1 = 0x1F + baz * 0Xff - _q9;\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [9 x i8] c"hex %ld\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [12 x i8] c"ident '%s'\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [9 x i8] c"num %ld\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [12 x i8] c"punct '%c'\0A\00", align 1, !dbg !44
@__const.main.t = private unnamed_addr constant [27 x i8] c"the  QUICK brown\09fox\0Ajumps\00", align 16
@.str.11 = private unnamed_addr constant [22 x i8] c"title: %s (%d words)\0A\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [27 x i8] c"classified high bytes: %d\0A\00", align 1, !dbg !51

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
  %1 = alloca [9 x i32], align 16, !DIAssignID !176
    #dbg_assign(i1 undef, !97, !DIExpression(), !176, ptr %1, !DIExpression(), !177)
  %2 = alloca [9 x i32], align 16, !DIAssignID !178
    #dbg_assign(i1 undef, !102, !DIExpression(), !178, ptr %2, !DIExpression(), !179)
  %3 = alloca [64 x i8], align 16, !DIAssignID !180
    #dbg_assign(i1 undef, !127, !DIExpression(), !180, ptr %3, !DIExpression(), !177)
  %4 = alloca [64 x i8], align 16, !DIAssignID !181
    #dbg_assign(i1 undef, !131, !DIExpression(), !181, ptr %4, !DIExpression(), !177)
  %5 = alloca [32 x i8], align 16, !DIAssignID !182
    #dbg_assign(i1 undef, !147, !DIExpression(), !182, ptr %5, !DIExpression(), !177)
  %6 = alloca [27 x i8], align 16, !DIAssignID !183
    #dbg_assign(i1 undef, !159, !DIExpression(), !183, ptr %6, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %1) #7, !dbg !184
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(36) %1, i8 0, i64 36, i1 false), !dbg !185, !DIAssignID !186
    #dbg_assign(i8 0, !97, !DIExpression(), !186, ptr %1, !DIExpression(), !177)
    #dbg_value(i64 0, !99, !DIExpression(), !177)
    #dbg_value(i32 0, !100, !DIExpression(), !187)
  %7 = tail call ptr @__ctype_b_loc() #8, !dbg !177
  %8 = load ptr, ptr %7, align 8, !tbaa !188
  %9 = getelementptr inbounds i8, ptr %2, i64 4
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = getelementptr inbounds i8, ptr %2, i64 12
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  %13 = getelementptr inbounds i8, ptr %2, i64 20
  %14 = getelementptr inbounds i8, ptr %2, i64 24
  %15 = getelementptr inbounds i8, ptr %2, i64 28
  %16 = getelementptr inbounds i8, ptr %2, i64 32
    #dbg_value(i64 0, !99, !DIExpression(), !177)
    #dbg_value(i32 0, !100, !DIExpression(), !187)
  %17 = tail call ptr @__ctype_toupper_loc() #8, !dbg !177
  %18 = load ptr, ptr %17, align 8, !tbaa !188
  %19 = tail call ptr @__ctype_tolower_loc() #8, !dbg !177
  %20 = load ptr, ptr %19, align 8, !tbaa !188
  br label %43, !dbg !192

21:                                               ; preds = %79
  %22 = load i32, ptr %1, align 16, !dbg !193, !tbaa !194
  %23 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !196
  %24 = load i32, ptr %23, align 4, !dbg !196, !tbaa !194
  %25 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !197
  %26 = load i32, ptr %25, align 8, !dbg !197, !tbaa !194
  %27 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !198
  %28 = load i32, ptr %27, align 4, !dbg !198, !tbaa !194
  %29 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !199
  %30 = load i32, ptr %29, align 16, !dbg !199, !tbaa !194
  %31 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !200
  %32 = load i32, ptr %31, align 4, !dbg !200, !tbaa !194
  %33 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !201
  %34 = load i32, ptr %33, align 8, !dbg !201, !tbaa !194
  %35 = getelementptr inbounds i8, ptr %1, i64 28, !dbg !202
  %36 = load i32, ptr %35, align 4, !dbg !202, !tbaa !194
  %37 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !203
  %38 = load i32, ptr %37, align 16, !dbg !203, !tbaa !194
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38), !dbg !204
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %92), !dbg !205
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !206
    #dbg_value(i32 0, !121, !DIExpression(), !207)
  %42 = tail call ptr @__ctype_b_loc() #8, !dbg !177
    #dbg_value(i32 0, !121, !DIExpression(), !207)
  br label %99, !dbg !208

43:                                               ; preds = %0, %79
  %44 = phi i64 [ 0, %0 ], [ %80, %79 ]
  %45 = phi i64 [ 0, %0 ], [ %92, %79 ]
    #dbg_value(i64 %45, !99, !DIExpression(), !177)
    #dbg_value(i64 %44, !100, !DIExpression(), !187)
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %2) #7, !dbg !209
  %46 = getelementptr inbounds i16, ptr %8, i64 %44, !dbg !210
  %47 = load i16, ptr %46, align 2, !dbg !210, !tbaa !211
  %48 = lshr i16 %47, 11, !dbg !213
  %49 = and i16 %48, 1, !dbg !213
  %50 = zext nneg i16 %49 to i32, !dbg !213
  store i32 %50, ptr %2, align 16, !dbg !214, !tbaa !194, !DIAssignID !215
    #dbg_assign(i32 %50, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !215, ptr %2, !DIExpression(), !179)
  %51 = lshr i16 %47, 10, !dbg !216
  %52 = and i16 %51, 1, !dbg !216
  %53 = zext nneg i16 %52 to i32, !dbg !216
  store i32 %53, ptr %9, align 4, !dbg !214, !tbaa !194, !DIAssignID !217
    #dbg_assign(i32 %53, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !217, ptr %9, !DIExpression(), !179)
  %54 = lshr i16 %47, 13, !dbg !218
  %55 = and i16 %54, 1, !dbg !218
  %56 = zext nneg i16 %55 to i32, !dbg !218
  store i32 %56, ptr %10, align 8, !dbg !214, !tbaa !194, !DIAssignID !219
    #dbg_assign(i32 %56, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !219, ptr %10, !DIExpression(), !179)
  %57 = lshr i16 %47, 8, !dbg !220
  %58 = and i16 %57, 1, !dbg !220
  %59 = zext nneg i16 %58 to i32, !dbg !220
  store i32 %59, ptr %11, align 4, !dbg !214, !tbaa !194, !DIAssignID !221
    #dbg_assign(i32 %59, !102, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !221, ptr %11, !DIExpression(), !179)
  %60 = lshr i16 %47, 9, !dbg !222
  %61 = and i16 %60, 1, !dbg !222
  %62 = zext nneg i16 %61 to i32, !dbg !222
  store i32 %62, ptr %12, align 16, !dbg !214, !tbaa !194, !DIAssignID !223
    #dbg_assign(i32 %62, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !223, ptr %12, !DIExpression(), !179)
  %63 = lshr i16 %47, 3, !dbg !224
  %64 = and i16 %63, 1, !dbg !224
  %65 = zext nneg i16 %64 to i32, !dbg !224
  store i32 %65, ptr %13, align 4, !dbg !214, !tbaa !194, !DIAssignID !225
    #dbg_assign(i32 %65, !102, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !225, ptr %13, !DIExpression(), !179)
  %66 = lshr i16 %47, 12, !dbg !226
  %67 = and i16 %66, 1, !dbg !226
  %68 = zext nneg i16 %67 to i32, !dbg !226
  store i32 %68, ptr %14, align 8, !dbg !214, !tbaa !194, !DIAssignID !227
    #dbg_assign(i32 %68, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !227, ptr %14, !DIExpression(), !179)
    #dbg_value(i64 %44, !228, !DIExpression(), !233)
  %69 = getelementptr inbounds i32, ptr %18, i64 %44, !dbg !235
  %70 = load i32, ptr %69, align 4, !dbg !235, !tbaa !194
    #dbg_value(i32 %70, !105, !DIExpression(), !236)
  %71 = zext i32 %70 to i64, !dbg !237
  %72 = icmp ne i64 %44, %71, !dbg !237
  %73 = zext i1 %72 to i32, !dbg !237
  store i32 %73, ptr %15, align 4, !dbg !214, !tbaa !194, !DIAssignID !238
    #dbg_assign(i32 %73, !102, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !238, ptr %15, !DIExpression(), !179)
    #dbg_value(i64 %44, !239, !DIExpression(), !242)
  %74 = getelementptr inbounds i32, ptr %20, i64 %44, !dbg !244
  %75 = load i32, ptr %74, align 4, !dbg !244, !tbaa !194
    #dbg_value(i32 %75, !112, !DIExpression(), !245)
  %76 = zext i32 %75 to i64, !dbg !246
  %77 = icmp ne i64 %44, %76, !dbg !246
  %78 = zext i1 %77 to i32, !dbg !246
  store i32 %78, ptr %16, align 16, !dbg !214, !tbaa !194, !DIAssignID !247
    #dbg_assign(i32 %78, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !247, ptr %16, !DIExpression(), !179)
    #dbg_value(i32 0, !119, !DIExpression(), !248)
    #dbg_value(i64 %45, !99, !DIExpression(), !177)
  br label %82, !dbg !249

79:                                               ; preds = %82
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %2) #7, !dbg !250
  %80 = add nuw nsw i64 %44, 1, !dbg !251
    #dbg_value(i64 %92, !99, !DIExpression(), !177)
    #dbg_value(i64 %80, !100, !DIExpression(), !187)
  %81 = icmp eq i64 %80, 256, !dbg !252
  br i1 %81, label %21, label %43, !dbg !192, !llvm.loop !253

82:                                               ; preds = %43, %82
  %83 = phi i64 [ 0, %43 ], [ %93, %82 ]
  %84 = phi i64 [ %45, %43 ], [ %92, %82 ]
    #dbg_value(i64 %84, !99, !DIExpression(), !177)
    #dbg_value(i64 %83, !119, !DIExpression(), !248)
  %85 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 %83, !dbg !257
  %86 = load i32, ptr %85, align 4, !dbg !257, !tbaa !194
  %87 = getelementptr inbounds [9 x i32], ptr %1, i64 0, i64 %83, !dbg !260
  %88 = load i32, ptr %87, align 4, !dbg !261, !tbaa !194
  %89 = add nsw i32 %88, %86, !dbg !261
  store i32 %89, ptr %87, align 4, !dbg !261, !tbaa !194
  %90 = mul i64 %84, 3, !dbg !262
  %91 = sext i32 %86 to i64, !dbg !263
  %92 = add i64 %90, %91, !dbg !264
    #dbg_value(i64 %92, !99, !DIExpression(), !177)
  %93 = add nuw nsw i64 %83, 1, !dbg !265
    #dbg_value(i64 %93, !119, !DIExpression(), !248)
  %94 = icmp eq i64 %93, 9, !dbg !266
  br i1 %94, label %79, label %82, !dbg !249, !llvm.loop !267

95:                                               ; preds = %109
  %96 = tail call i32 @putchar(i32 10), !dbg !269
    #dbg_assign(i1 undef, !123, !DIExpression(), !270, ptr @__const.main.s, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7, !dbg !271
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7, !dbg !271
    #dbg_value(i64 36, !132, !DIExpression(), !177)
    #dbg_value(i64 0, !135, !DIExpression(), !272)
  %97 = tail call ptr @__ctype_toupper_loc() #8, !dbg !177
  %98 = tail call ptr @__ctype_tolower_loc() #8, !dbg !177
    #dbg_value(i64 0, !135, !DIExpression(), !272)
  br label %115, !dbg !273

99:                                               ; preds = %21, %109
  %100 = phi i64 [ 0, %21 ], [ %110, %109 ]
    #dbg_value(i64 %100, !121, !DIExpression(), !207)
  %101 = load ptr, ptr %42, align 8, !dbg !274, !tbaa !188
  %102 = getelementptr inbounds i16, ptr %101, i64 %100, !dbg !274
  %103 = load i16, ptr %102, align 2, !dbg !274, !tbaa !211
  %104 = and i16 %103, 8192, !dbg !274
  %105 = icmp eq i16 %104, 0, !dbg !274
  br i1 %105, label %109, label %106, !dbg !277

106:                                              ; preds = %99
  %107 = trunc nuw nsw i64 %100 to i32, !dbg !278
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %107), !dbg !278
  br label %109, !dbg !278

109:                                              ; preds = %99, %106
  %110 = add nuw nsw i64 %100, 1, !dbg !279
    #dbg_value(i64 %110, !121, !DIExpression(), !207)
  %111 = icmp eq i64 %110, 128, !dbg !280
  br i1 %111, label %95, label %99, !dbg !208, !llvm.loop !281

112:                                              ; preds = %115
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !283
    #dbg_value(ptr @.str.6, !143, !DIExpression(), !177)
    #dbg_value(ptr @.str.6, !146, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7, !dbg !284
    #dbg_value(ptr @.str.6, !146, !DIExpression(), !177)
  %114 = tail call ptr @__ctype_b_loc() #8, !dbg !177
  br label %132, !dbg !285

115:                                              ; preds = %95, %115
  %116 = phi i64 [ 0, %95 ], [ %130, %115 ]
    #dbg_value(i64 %116, !135, !DIExpression(), !272)
  %117 = load ptr, ptr %97, align 8, !dbg !286, !tbaa !188
  %118 = getelementptr inbounds [37 x i8], ptr @__const.main.s, i64 0, i64 %116, !dbg !286
  %119 = load i8, ptr %118, align 1, !dbg !286, !tbaa !288
  %120 = zext i8 %119 to i64, !dbg !286
  %121 = getelementptr inbounds i32, ptr %117, i64 %120, !dbg !286
  %122 = load i32, ptr %121, align 4, !dbg !286, !tbaa !194
    #dbg_value(i32 %122, !137, !DIExpression(), !289)
  %123 = trunc i32 %122 to i8, !dbg !290
  %124 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %116, !dbg !291
  store i8 %123, ptr %124, align 1, !dbg !292, !tbaa !288
  %125 = load ptr, ptr %98, align 8, !dbg !293, !tbaa !188
  %126 = getelementptr inbounds i32, ptr %125, i64 %120, !dbg !293
  %127 = load i32, ptr %126, align 4, !dbg !293, !tbaa !194
    #dbg_value(i32 %127, !141, !DIExpression(), !295)
  %128 = trunc i32 %127 to i8, !dbg !296
  %129 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %116, !dbg !297
  store i8 %128, ptr %129, align 1, !dbg !298, !tbaa !288
  %130 = add nuw nsw i64 %116, 1, !dbg !299
    #dbg_value(i64 %130, !135, !DIExpression(), !272)
  %131 = icmp eq i64 %130, 37, !dbg !300
  br i1 %131, label %112, label %115, !dbg !273, !llvm.loop !301

132:                                              ; preds = %112, %262
  %133 = phi i8 [ 32, %112 ], [ %264, %262 ]
  %134 = phi ptr [ @.str.6, %112 ], [ %263, %262 ]
    #dbg_value(ptr %134, !146, !DIExpression(), !177)
  %135 = load ptr, ptr %114, align 8, !dbg !303, !tbaa !188
  %136 = zext i8 %133 to i64, !dbg !303
  %137 = getelementptr inbounds i16, ptr %135, i64 %136, !dbg !303
  %138 = load i16, ptr %137, align 2, !dbg !303, !tbaa !211
  %139 = and i16 %138, 8192, !dbg !303
  %140 = icmp eq i16 %139, 0, !dbg !303
  br i1 %140, label %143, label %141, !dbg !304

141:                                              ; preds = %132
  %142 = getelementptr inbounds i8, ptr %134, i64 1, !dbg !305
    #dbg_value(ptr %142, !146, !DIExpression(), !177)
  br label %262, !dbg !307

143:                                              ; preds = %132
  %144 = icmp eq i8 %133, 48, !dbg !308
  br i1 %144, label %145, label %186, !dbg !309

145:                                              ; preds = %143
  %146 = getelementptr inbounds i8, ptr %134, i64 1, !dbg !310
  %147 = load i8, ptr %146, align 1, !dbg !310, !tbaa !288
  switch i8 %147, label %186 [
    i8 120, label %148
    i8 88, label %148
  ], !dbg !311

148:                                              ; preds = %145, %145
  %149 = getelementptr inbounds i8, ptr %134, i64 2, !dbg !312
    #dbg_value(ptr %149, !146, !DIExpression(), !177)
    #dbg_value(ptr undef, !314, !DIExpression(), !325)
    #dbg_value(i64 0, !320, !DIExpression(), !325)
  %150 = load i8, ptr %149, align 1, !dbg !327, !tbaa !288
  %151 = zext i8 %150 to i64, !dbg !327
  %152 = getelementptr inbounds i16, ptr %135, i64 %151, !dbg !327
  %153 = load i16, ptr %152, align 2, !dbg !327, !tbaa !211
  %154 = and i16 %153, 4096, !dbg !327
  %155 = icmp eq i16 %154, 0, !dbg !328
  br i1 %155, label %182, label %156, !dbg !328

156:                                              ; preds = %148
  %157 = tail call ptr @__ctype_tolower_loc() #8, !dbg !325
  %158 = load ptr, ptr %157, align 8, !tbaa !188
  br label %159, !dbg !328

159:                                              ; preds = %159, %156
  %160 = phi i64 [ %151, %156 ], [ %177, %159 ]
  %161 = phi ptr [ %149, %156 ], [ %175, %159 ]
  %162 = phi i64 [ 0, %156 ], [ %174, %159 ]
    #dbg_value(i64 %162, !320, !DIExpression(), !325)
  %163 = getelementptr inbounds i32, ptr %158, i64 %160, !dbg !329
  %164 = load i32, ptr %163, align 4, !dbg !329, !tbaa !194
    #dbg_value(i32 %164, !323, !DIExpression(), !331)
    #dbg_value(i32 %164, !321, !DIExpression(), !332)
  %165 = shl nsw i64 %162, 4, !dbg !333
  %166 = sext i32 %164 to i64, !dbg !334
  %167 = getelementptr inbounds i16, ptr %135, i64 %166, !dbg !334
  %168 = load i16, ptr %167, align 2, !dbg !334, !tbaa !211
  %169 = and i16 %168, 2048, !dbg !334
  %170 = icmp eq i16 %169, 0, !dbg !334
  %171 = select i1 %170, i32 -87, i32 -48, !dbg !334
  %172 = add nsw i32 %171, %164, !dbg !334
  %173 = sext i32 %172 to i64, !dbg !335
  %174 = add nsw i64 %165, %173, !dbg !336
    #dbg_value(i64 %174, !320, !DIExpression(), !325)
  %175 = getelementptr inbounds i8, ptr %161, i64 1, !dbg !337
    #dbg_value(ptr %175, !146, !DIExpression(), !177)
  %176 = load i8, ptr %175, align 1, !dbg !327, !tbaa !288
  %177 = zext i8 %176 to i64, !dbg !327
  %178 = getelementptr inbounds i16, ptr %135, i64 %177, !dbg !327
  %179 = load i16, ptr %178, align 2, !dbg !327, !tbaa !211
  %180 = and i16 %179, 4096, !dbg !327
  %181 = icmp eq i16 %180, 0, !dbg !328
  br i1 %181, label %182, label %159, !dbg !328, !llvm.loop !338

182:                                              ; preds = %159, %148
  %183 = phi ptr [ %149, %148 ], [ %175, %159 ], !dbg !340
  %184 = phi i64 [ 0, %148 ], [ %174, %159 ], !dbg !325
    #dbg_value(ptr %183, !146, !DIExpression(), !177)
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %184), !dbg !341
  br label %262, !dbg !342

186:                                              ; preds = %145, %143
    #dbg_value(ptr undef, !343, !DIExpression(), !350)
    #dbg_value(ptr %5, !348, !DIExpression(), !350)
    #dbg_value(i32 0, !349, !DIExpression(), !350)
  %187 = and i16 %138, 1024, !dbg !352
  %188 = icmp ne i16 %187, 0, !dbg !352
  %189 = icmp eq i8 %133, 95
  %190 = or i1 %189, %188, !dbg !354
  br i1 %190, label %191, label %218, !dbg !354

191:                                              ; preds = %186
    #dbg_value(i32 0, !349, !DIExpression(), !350)
  %192 = and i16 %138, 8, !dbg !355
  %193 = icmp ne i16 %192, 0, !dbg !355
  %194 = or i1 %189, %193, !dbg !356
  br i1 %194, label %195, label %213, !dbg !356

195:                                              ; preds = %191, %195
  %196 = phi i64 [ %200, %195 ], [ 0, %191 ]
  %197 = phi ptr [ %198, %195 ], [ %134, %191 ]
    #dbg_value(i64 %196, !349, !DIExpression(), !350)
  %198 = getelementptr inbounds i8, ptr %197, i64 1, !dbg !357
    #dbg_value(ptr %198, !146, !DIExpression(), !177)
  %199 = load i8, ptr %197, align 1, !dbg !358, !tbaa !288
  %200 = add nuw nsw i64 %196, 1, !dbg !359
    #dbg_value(i64 %200, !349, !DIExpression(), !350)
  %201 = getelementptr inbounds i8, ptr %5, i64 %196, !dbg !360
  store i8 %199, ptr %201, align 1, !dbg !361, !tbaa !288
  %202 = load ptr, ptr %114, align 8, !dbg !355, !tbaa !188
  %203 = load i8, ptr %198, align 1, !dbg !355, !tbaa !288
  %204 = zext i8 %203 to i64, !dbg !355
  %205 = getelementptr inbounds i16, ptr %202, i64 %204, !dbg !355
  %206 = load i16, ptr %205, align 2, !dbg !355, !tbaa !211
  %207 = and i16 %206, 8, !dbg !355
  %208 = icmp ne i16 %207, 0, !dbg !355
  %209 = icmp eq i8 %203, 95
  %210 = or i1 %209, %208, !dbg !356
  br i1 %210, label %195, label %211, !dbg !356, !llvm.loop !362

211:                                              ; preds = %195
  %212 = trunc nuw i64 %200 to i32, !dbg !364
  br label %213, !dbg !364

213:                                              ; preds = %211, %191
  %214 = phi ptr [ %198, %211 ], [ %134, %191 ], !dbg !177
  %215 = phi i32 [ %212, %211 ], [ 0, %191 ], !dbg !350
    #dbg_value(ptr %214, !146, !DIExpression(), !177)
  %216 = zext nneg i32 %215 to i64, !dbg !364
  %217 = getelementptr inbounds i8, ptr %5, i64 %216, !dbg !364
  store i8 0, ptr %217, align 1, !dbg !365, !tbaa !288
  br label %218, !dbg !366

218:                                              ; preds = %186, %213
  %219 = phi ptr [ %214, %213 ], [ %134, %186 ], !dbg !177
  %220 = phi i32 [ %215, %213 ], [ 0, %186 ], !dbg !350
    #dbg_value(ptr %219, !146, !DIExpression(), !177)
  %221 = icmp eq i32 %220, 0, !dbg !367
  br i1 %221, label %224, label %222, !dbg !368

222:                                              ; preds = %218
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5), !dbg !369
  br label %262, !dbg !371

224:                                              ; preds = %218
  %225 = load ptr, ptr %114, align 8, !dbg !372, !tbaa !188
  %226 = load i8, ptr %219, align 1, !dbg !372, !tbaa !288
  %227 = zext i8 %226 to i64, !dbg !372
  %228 = getelementptr inbounds i16, ptr %225, i64 %227, !dbg !372
  %229 = load i16, ptr %228, align 2, !dbg !372, !tbaa !211
  %230 = and i16 %229, 2048, !dbg !372
  %231 = icmp eq i16 %230, 0, !dbg !372
  br i1 %231, label %258, label %232, !dbg !373

232:                                              ; preds = %224
    #dbg_value(ptr %219, !146, !DIExpression(), !177)
    #dbg_value(i64 0, !151, !DIExpression(), !374)
  %233 = load i8, ptr %219, align 1, !dbg !375, !tbaa !288
  %234 = zext i8 %233 to i64, !dbg !375
  %235 = getelementptr inbounds i16, ptr %225, i64 %234, !dbg !375
  %236 = load i16, ptr %235, align 2, !dbg !375, !tbaa !211
  %237 = and i16 %236, 2048, !dbg !375
  %238 = icmp eq i16 %237, 0, !dbg !376
  br i1 %238, label %254, label %239, !dbg !376

239:                                              ; preds = %232, %239
  %240 = phi i8 [ %248, %239 ], [ %233, %232 ]
  %241 = phi i64 [ %247, %239 ], [ 0, %232 ]
  %242 = phi ptr [ %244, %239 ], [ %219, %232 ]
    #dbg_value(i64 %241, !151, !DIExpression(), !374)
    #dbg_value(ptr %242, !146, !DIExpression(), !177)
  %243 = mul nsw i64 %241, 10, !dbg !377
  %244 = getelementptr inbounds i8, ptr %242, i64 1, !dbg !378
    #dbg_value(ptr %244, !146, !DIExpression(), !177)
  %245 = sext i8 %240 to i64, !dbg !379
  %246 = add i64 %243, -48, !dbg !380
  %247 = add i64 %246, %245, !dbg !381
    #dbg_value(i64 %247, !151, !DIExpression(), !374)
  %248 = load i8, ptr %244, align 1, !dbg !375, !tbaa !288
  %249 = zext i8 %248 to i64, !dbg !375
  %250 = getelementptr inbounds i16, ptr %225, i64 %249, !dbg !375
  %251 = load i16, ptr %250, align 2, !dbg !375, !tbaa !211
  %252 = and i16 %251, 2048, !dbg !375
  %253 = icmp eq i16 %252, 0, !dbg !376
  br i1 %253, label %254, label %239, !dbg !376, !llvm.loop !382

254:                                              ; preds = %239, %232
  %255 = phi ptr [ %219, %232 ], [ %244, %239 ], !dbg !384
  %256 = phi i64 [ 0, %232 ], [ %247, %239 ], !dbg !374
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %256), !dbg !385
  br label %262, !dbg !386

258:                                              ; preds = %224
  %259 = getelementptr inbounds i8, ptr %219, i64 1, !dbg !387
    #dbg_value(ptr %259, !146, !DIExpression(), !177)
  %260 = sext i8 %226 to i32, !dbg !389
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %260), !dbg !390
  br label %262

262:                                              ; preds = %182, %254, %258, %222, %141
  %263 = phi ptr [ %259, %258 ], [ %255, %254 ], [ %219, %222 ], [ %183, %182 ], [ %142, %141 ], !dbg !391
    #dbg_value(ptr %263, !146, !DIExpression(), !177)
  %264 = load i8, ptr %263, align 1, !dbg !392, !tbaa !288
  %265 = icmp eq i8 %264, 0, !dbg !285
  br i1 %265, label %266, label %132, !dbg !285, !llvm.loop !393

266:                                              ; preds = %262
  call void @llvm.lifetime.start.p0(i64 27, ptr nonnull %6) #7, !dbg !395
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(27) %6, ptr noundef nonnull align 16 dereferenceable(27) @__const.main.t, i64 27, i1 false), !dbg !396, !DIAssignID !397
    #dbg_assign(i1 undef, !159, !DIExpression(), !397, ptr %6, !DIExpression(), !177)
    #dbg_value(i32 0, !160, !DIExpression(), !177)
    #dbg_value(i32 1, !161, !DIExpression(), !177)
    #dbg_value(ptr %6, !162, !DIExpression(), !398)
  %267 = load i8, ptr %6, align 16, !dbg !399, !tbaa !288
  %268 = icmp eq i8 %267, 0, !dbg !400
  br i1 %268, label %271, label %269, !dbg !400

269:                                              ; preds = %266
  %270 = tail call ptr @__ctype_b_loc() #8, !dbg !177
  br label %276, !dbg !400

271:                                              ; preds = %300, %266
  %272 = phi i32 [ 0, %266 ], [ %301, %300 ], !dbg !401
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %6, i32 noundef %272), !dbg !402
    #dbg_value(i32 0, !173, !DIExpression(), !177)
    #dbg_value(i32 128, !174, !DIExpression(), !403)
  %274 = tail call ptr @__ctype_b_loc() #8, !dbg !177
  %275 = load ptr, ptr %274, align 8, !tbaa !188
    #dbg_value(i32 128, !174, !DIExpression(), !403)
    #dbg_value(i32 0, !173, !DIExpression(), !177)
  br label %308, !dbg !404

276:                                              ; preds = %269, %300
  %277 = phi i8 [ %267, %269 ], [ %304, %300 ]
  %278 = phi ptr [ %6, %269 ], [ %303, %300 ]
  %279 = phi i32 [ 1, %269 ], [ %302, %300 ]
  %280 = phi i32 [ 0, %269 ], [ %301, %300 ]
    #dbg_value(ptr %278, !162, !DIExpression(), !398)
    #dbg_value(i32 %279, !161, !DIExpression(), !177)
    #dbg_value(i32 %280, !160, !DIExpression(), !177)
  %281 = load ptr, ptr %270, align 8, !dbg !405, !tbaa !188
  %282 = zext i8 %277 to i64, !dbg !405
  %283 = getelementptr inbounds i16, ptr %281, i64 %282, !dbg !405
  %284 = load i16, ptr %283, align 2, !dbg !405, !tbaa !211
  %285 = and i16 %284, 8192, !dbg !405
  %286 = icmp eq i16 %285, 0, !dbg !405
  br i1 %286, label %287, label %300, !dbg !406

287:                                              ; preds = %276
  %288 = icmp eq i32 %279, 0, !dbg !407
  br i1 %288, label %291, label %289, !dbg !407

289:                                              ; preds = %287
  %290 = tail call ptr @__ctype_toupper_loc() #8, !dbg !408
    #dbg_value(i32 poison, !165, !DIExpression(), !410)
  br label %293, !dbg !407

291:                                              ; preds = %287
  %292 = tail call ptr @__ctype_tolower_loc() #8, !dbg !411
    #dbg_value(i32 poison, !171, !DIExpression(), !413)
  br label %293, !dbg !407

293:                                              ; preds = %291, %289
  %294 = phi ptr [ %290, %289 ], [ %292, %291 ]
  %295 = load ptr, ptr %294, align 8, !dbg !414, !tbaa !188
  %296 = getelementptr inbounds i32, ptr %295, i64 %282, !dbg !414
  %297 = load i32, ptr %296, align 4, !dbg !407, !tbaa !194
  %298 = trunc i32 %297 to i8, !dbg !415
  store i8 %298, ptr %278, align 1, !dbg !416, !tbaa !288
  %299 = add nsw i32 %279, %280, !dbg !417
    #dbg_value(i32 %299, !160, !DIExpression(), !177)
    #dbg_value(i32 0, !161, !DIExpression(), !177)
  br label %300

300:                                              ; preds = %276, %293
  %301 = phi i32 [ %299, %293 ], [ %280, %276 ], !dbg !177
  %302 = phi i32 [ 0, %293 ], [ 1, %276 ], !dbg !418
    #dbg_value(i32 %302, !161, !DIExpression(), !177)
    #dbg_value(i32 %301, !160, !DIExpression(), !177)
  %303 = getelementptr inbounds i8, ptr %278, i64 1, !dbg !419
    #dbg_value(ptr %303, !162, !DIExpression(), !398)
  %304 = load i8, ptr %303, align 1, !dbg !399, !tbaa !288
  %305 = icmp eq i8 %304, 0, !dbg !400
  br i1 %305, label %271, label %276, !dbg !400, !llvm.loop !420

306:                                              ; preds = %308
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %316), !dbg !422
  call void @llvm.lifetime.end.p0(i64 27, ptr nonnull %6) #7, !dbg !423
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7, !dbg !423
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7, !dbg !423
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7, !dbg !423
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %1) #7, !dbg !423
  ret i32 0, !dbg !423

308:                                              ; preds = %271, %308
  %309 = phi i64 [ 128, %271 ], [ %317, %308 ]
  %310 = phi i32 [ 0, %271 ], [ %316, %308 ]
    #dbg_value(i64 %309, !174, !DIExpression(), !403)
    #dbg_value(i32 %310, !173, !DIExpression(), !177)
  %311 = getelementptr inbounds i16, ptr %275, i64 %309, !dbg !424
  %312 = load i16, ptr %311, align 2, !dbg !424, !tbaa !211
  %313 = and i16 %312, 11264, !dbg !426
  %314 = icmp ne i16 %313, 0, !dbg !426
  %315 = zext i1 %314 to i32, !dbg !427
  %316 = add nuw nsw i32 %310, %315, !dbg !428
    #dbg_value(i32 %316, !173, !DIExpression(), !177)
  %317 = add nuw nsw i64 %309, 1, !dbg !429
    #dbg_value(i64 %317, !174, !DIExpression(), !403)
  %318 = icmp eq i64 %317, 256, !dbg !430
  br i1 %318, label %306, label %308, !dbg !404, !llvm.loop !431
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !433 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !439 ptr @__ctype_toupper_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !447 ptr @__ctype_tolower_loc() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !448 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!56}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ctype_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "5c3e97ff9d1d835fc1940cf053472827")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 824, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 103)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 38)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !34, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !39, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 22)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 27)
!56 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !57, retainedTypes: !74, globals: !79, splitDebugInlining: false, nameTableKind: None)
!57 = !{!58}
!58 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !59, line: 46, baseType: !60, size: 32, elements: !61)
!59 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73}
!62 = !DIEnumerator(name: "_ISupper", value: 256)
!63 = !DIEnumerator(name: "_ISlower", value: 512)
!64 = !DIEnumerator(name: "_ISalpha", value: 1024)
!65 = !DIEnumerator(name: "_ISdigit", value: 2048)
!66 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!67 = !DIEnumerator(name: "_ISspace", value: 8192)
!68 = !DIEnumerator(name: "_ISprint", value: 16384)
!69 = !DIEnumerator(name: "_ISgraph", value: 32768)
!70 = !DIEnumerator(name: "_ISblank", value: 1)
!71 = !DIEnumerator(name: "_IScntrl", value: 2)
!72 = !DIEnumerator(name: "_ISpunct", value: 4)
!73 = !DIEnumerator(name: "_ISalnum", value: 8)
!74 = !{!75, !76, !77, !4, !78}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !{!0, !7, !12, !17, !80, !22, !27, !32, !37, !42, !44, !46, !51}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 2)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!75}
!96 = !{!97, !99, !100, !102, !105, !107, !112, !114, !119, !121, !123, !127, !131, !132, !135, !137, !141, !143, !146, !147, !151, !159, !160, !161, !162, !165, !171, !173, !174}
!97 = !DILocalVariable(name: "counts", scope: !93, file: !2, line: 28, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 288, elements: !35)
!99 = !DILocalVariable(name: "sig", scope: !93, file: !2, line: 29, type: !77)
!100 = !DILocalVariable(name: "c", scope: !101, file: !2, line: 30, type: !75)
!101 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 5)
!102 = !DILocalVariable(name: "f", scope: !103, file: !2, line: 31, type: !98)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 30, column: 35)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 30, column: 5)
!105 = !DILocalVariable(name: "__res", scope: !106, file: !2, line: 32, type: !75)
!106 = distinct !DILexicalBlock(scope: !103, file: !2, line: 32, column: 50)
!107 = !DILocalVariable(name: "__c", scope: !108, file: !2, line: 32, type: !75)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 32, column: 50)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 32, column: 50)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 32, column: 50)
!111 = distinct !DILexicalBlock(scope: !106, file: !2, line: 32, column: 50)
!112 = !DILocalVariable(name: "__res", scope: !113, file: !2, line: 32, type: !75)
!113 = distinct !DILexicalBlock(scope: !103, file: !2, line: 32, column: 67)
!114 = !DILocalVariable(name: "__c", scope: !115, file: !2, line: 32, type: !75)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 32, column: 67)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 32, column: 67)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 32, column: 67)
!118 = distinct !DILexicalBlock(scope: !113, file: !2, line: 32, column: 67)
!119 = !DILocalVariable(name: "k", scope: !120, file: !2, line: 33, type: !75)
!120 = distinct !DILexicalBlock(scope: !103, file: !2, line: 33, column: 9)
!121 = !DILocalVariable(name: "c", scope: !122, file: !2, line: 44, type: !75)
!122 = distinct !DILexicalBlock(scope: !93, file: !2, line: 44, column: 5)
!123 = !DILocalVariable(name: "s", scope: !93, file: !2, line: 48, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 37)
!127 = !DILocalVariable(name: "up", scope: !93, file: !2, line: 49, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 64)
!131 = !DILocalVariable(name: "low", scope: !93, file: !2, line: 49, type: !128)
!132 = !DILocalVariable(name: "n", scope: !93, file: !2, line: 50, type: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !134, line: 18, baseType: !77)
!134 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 51, type: !133)
!136 = distinct !DILexicalBlock(scope: !93, file: !2, line: 51, column: 5)
!137 = !DILocalVariable(name: "__res", scope: !138, file: !2, line: 52, type: !75)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 52, column: 23)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 51, column: 37)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 51, column: 5)
!141 = !DILocalVariable(name: "__res", scope: !142, file: !2, line: 53, type: !75)
!142 = distinct !DILexicalBlock(scope: !139, file: !2, line: 53, column: 24)
!143 = !DILocalVariable(name: "src", scope: !93, file: !2, line: 56, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!146 = !DILocalVariable(name: "p", scope: !93, file: !2, line: 57, type: !144)
!147 = !DILocalVariable(name: "ident", scope: !93, file: !2, line: 58, type: !148)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !149)
!149 = !{!150}
!150 = !DISubrange(count: 32)
!151 = !DILocalVariable(name: "v", scope: !152, file: !2, line: 68, type: !158)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 67, column: 48)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 67, column: 20)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 65, column: 20)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 62, column: 20)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 60, column: 13)
!157 = distinct !DILexicalBlock(scope: !93, file: !2, line: 59, column: 16)
!158 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!159 = !DILocalVariable(name: "t", scope: !93, file: !2, line: 77, type: !53)
!160 = !DILocalVariable(name: "words", scope: !93, file: !2, line: 78, type: !75)
!161 = !DILocalVariable(name: "start", scope: !93, file: !2, line: 78, type: !75)
!162 = !DILocalVariable(name: "q", scope: !163, file: !2, line: 79, type: !164)
!163 = distinct !DILexicalBlock(scope: !93, file: !2, line: 79, column: 5)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!165 = !DILocalVariable(name: "__res", scope: !166, file: !2, line: 83, type: !75)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 83, column: 33)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 82, column: 16)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 80, column: 13)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 79, column: 32)
!170 = distinct !DILexicalBlock(scope: !163, file: !2, line: 79, column: 5)
!171 = !DILocalVariable(name: "__res", scope: !172, file: !2, line: 83, type: !75)
!172 = distinct !DILexicalBlock(scope: !167, file: !2, line: 83, column: 62)
!173 = !DILocalVariable(name: "high", scope: !93, file: !2, line: 90, type: !75)
!174 = !DILocalVariable(name: "c", scope: !175, file: !2, line: 91, type: !75)
!175 = distinct !DILexicalBlock(scope: !93, file: !2, line: 91, column: 5)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 0, scope: !93)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 0, scope: !103)
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 28, column: 5, scope: !93)
!185 = !DILocation(line: 28, column: 9, scope: !93)
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 0, scope: !101)
!188 = !{!189, !189, i64 0}
!189 = !{!"any pointer", !190, i64 0}
!190 = !{!"omnipotent char", !191, i64 0}
!191 = !{!"Simple C/C++ TBAA"}
!192 = !DILocation(line: 30, column: 5, scope: !101)
!193 = !DILocation(line: 40, column: 12, scope: !93)
!194 = !{!195, !195, i64 0}
!195 = !{!"int", !190, i64 0}
!196 = !DILocation(line: 40, column: 23, scope: !93)
!197 = !DILocation(line: 40, column: 34, scope: !93)
!198 = !DILocation(line: 40, column: 45, scope: !93)
!199 = !DILocation(line: 40, column: 56, scope: !93)
!200 = !DILocation(line: 40, column: 67, scope: !93)
!201 = !DILocation(line: 40, column: 78, scope: !93)
!202 = !DILocation(line: 41, column: 12, scope: !93)
!203 = !DILocation(line: 41, column: 23, scope: !93)
!204 = !DILocation(line: 38, column: 5, scope: !93)
!205 = !DILocation(line: 42, column: 5, scope: !93)
!206 = !DILocation(line: 43, column: 5, scope: !93)
!207 = !DILocation(line: 0, scope: !122)
!208 = !DILocation(line: 44, column: 5, scope: !122)
!209 = !DILocation(line: 31, column: 9, scope: !103)
!210 = !DILocation(line: 31, column: 23, scope: !103)
!211 = !{!212, !212, i64 0}
!212 = !{!"short", !190, i64 0}
!213 = !DILocation(line: 31, column: 21, scope: !103)
!214 = !DILocation(line: 31, column: 20, scope: !103)
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 31, column: 35, scope: !103)
!217 = distinct !DIAssignID()
!218 = !DILocation(line: 31, column: 49, scope: !103)
!219 = distinct !DIAssignID()
!220 = !DILocation(line: 31, column: 63, scope: !103)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 31, column: 77, scope: !103)
!223 = distinct !DIAssignID()
!224 = !DILocation(line: 32, column: 21, scope: !103)
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 32, column: 35, scope: !103)
!227 = distinct !DIAssignID()
!228 = !DILocalVariable(name: "__c", arg: 1, scope: !229, file: !59, line: 213, type: !75)
!229 = distinct !DISubprogram(name: "toupper", scope: !59, file: !59, line: 213, type: !230, scopeLine: 214, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!75, !75}
!232 = !{!228}
!233 = !DILocation(line: 0, scope: !229, inlinedAt: !234)
!234 = distinct !DILocation(line: 32, column: 50, scope: !109)
!235 = !DILocation(line: 32, column: 50, scope: !109)
!236 = !DILocation(line: 0, scope: !106)
!237 = !DILocation(line: 32, column: 61, scope: !103)
!238 = distinct !DIAssignID()
!239 = !DILocalVariable(name: "__c", arg: 1, scope: !240, file: !59, line: 207, type: !75)
!240 = distinct !DISubprogram(name: "tolower", scope: !59, file: !59, line: 207, type: !230, scopeLine: 208, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !241)
!241 = !{!239}
!242 = !DILocation(line: 0, scope: !240, inlinedAt: !243)
!243 = distinct !DILocation(line: 32, column: 67, scope: !116)
!244 = !DILocation(line: 32, column: 67, scope: !116)
!245 = !DILocation(line: 0, scope: !113)
!246 = !DILocation(line: 32, column: 78, scope: !103)
!247 = distinct !DIAssignID()
!248 = !DILocation(line: 0, scope: !120)
!249 = !DILocation(line: 33, column: 9, scope: !120)
!250 = !DILocation(line: 37, column: 5, scope: !104)
!251 = !DILocation(line: 30, column: 31, scope: !104)
!252 = !DILocation(line: 30, column: 23, scope: !104)
!253 = distinct !{!253, !192, !254, !255, !256}
!254 = !DILocation(line: 37, column: 5, scope: !101)
!255 = !{!"llvm.loop.mustprogress"}
!256 = !{!"llvm.loop.unroll.disable"}
!257 = !DILocation(line: 34, column: 26, scope: !258)
!258 = distinct !DILexicalBlock(scope: !259, file: !2, line: 33, column: 37)
!259 = distinct !DILexicalBlock(scope: !120, file: !2, line: 33, column: 9)
!260 = !DILocation(line: 34, column: 13, scope: !258)
!261 = !DILocation(line: 34, column: 23, scope: !258)
!262 = !DILocation(line: 35, column: 23, scope: !258)
!263 = !DILocation(line: 35, column: 29, scope: !258)
!264 = !DILocation(line: 35, column: 27, scope: !258)
!265 = !DILocation(line: 33, column: 33, scope: !259)
!266 = !DILocation(line: 33, column: 27, scope: !259)
!267 = distinct !{!267, !249, !268, !255, !256}
!268 = !DILocation(line: 36, column: 9, scope: !120)
!269 = !DILocation(line: 47, column: 5, scope: !93)
!270 = distinct !DIAssignID()
!271 = !DILocation(line: 49, column: 5, scope: !93)
!272 = !DILocation(line: 0, scope: !136)
!273 = !DILocation(line: 51, column: 5, scope: !136)
!274 = !DILocation(line: 45, column: 13, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 45, column: 13)
!276 = distinct !DILexicalBlock(scope: !122, file: !2, line: 44, column: 5)
!277 = !DILocation(line: 45, column: 13, scope: !276)
!278 = !DILocation(line: 46, column: 13, scope: !275)
!279 = !DILocation(line: 44, column: 31, scope: !276)
!280 = !DILocation(line: 44, column: 23, scope: !276)
!281 = distinct !{!281, !208, !282, !255, !256}
!282 = !DILocation(line: 46, column: 28, scope: !122)
!283 = !DILocation(line: 55, column: 5, scope: !93)
!284 = !DILocation(line: 58, column: 5, scope: !93)
!285 = !DILocation(line: 59, column: 5, scope: !93)
!286 = !DILocation(line: 52, column: 23, scope: !287)
!287 = distinct !DILexicalBlock(scope: !138, file: !2, line: 52, column: 23)
!288 = !{!190, !190, i64 0}
!289 = !DILocation(line: 0, scope: !138)
!290 = !DILocation(line: 52, column: 17, scope: !139)
!291 = !DILocation(line: 52, column: 9, scope: !139)
!292 = !DILocation(line: 52, column: 15, scope: !139)
!293 = !DILocation(line: 53, column: 24, scope: !294)
!294 = distinct !DILexicalBlock(scope: !142, file: !2, line: 53, column: 24)
!295 = !DILocation(line: 0, scope: !142)
!296 = !DILocation(line: 53, column: 18, scope: !139)
!297 = !DILocation(line: 53, column: 9, scope: !139)
!298 = !DILocation(line: 53, column: 16, scope: !139)
!299 = !DILocation(line: 51, column: 33, scope: !140)
!300 = !DILocation(line: 51, column: 26, scope: !140)
!301 = distinct !{!301, !273, !302, !255, !256}
!302 = !DILocation(line: 54, column: 5, scope: !136)
!303 = !DILocation(line: 60, column: 13, scope: !156)
!304 = !DILocation(line: 60, column: 13, scope: !157)
!305 = !DILocation(line: 61, column: 14, scope: !306)
!306 = distinct !DILexicalBlock(scope: !156, file: !2, line: 60, column: 41)
!307 = !DILocation(line: 62, column: 9, scope: !306)
!308 = !DILocation(line: 62, column: 25, scope: !155)
!309 = !DILocation(line: 62, column: 32, scope: !155)
!310 = !DILocation(line: 62, column: 36, scope: !155)
!311 = !DILocation(line: 62, column: 48, scope: !155)
!312 = !DILocation(line: 63, column: 15, scope: !313)
!313 = distinct !DILexicalBlock(scope: !155, file: !2, line: 62, column: 65)
!314 = !DILocalVariable(name: "p", arg: 1, scope: !315, file: !2, line: 17, type: !318)
!315 = distinct !DISubprogram(name: "parse_hex", scope: !2, file: !2, line: 17, type: !316, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !319)
!316 = !DISubroutineType(types: !317)
!317 = !{!158, !318}
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!319 = !{!314, !320, !321, !323}
!320 = !DILocalVariable(name: "v", scope: !315, file: !2, line: 18, type: !158)
!321 = !DILocalVariable(name: "c", scope: !322, file: !2, line: 20, type: !75)
!322 = distinct !DILexicalBlock(scope: !315, file: !2, line: 19, column: 42)
!323 = !DILocalVariable(name: "__res", scope: !324, file: !2, line: 20, type: !75)
!324 = distinct !DILexicalBlock(scope: !322, file: !2, line: 20, column: 17)
!325 = !DILocation(line: 0, scope: !315, inlinedAt: !326)
!326 = distinct !DILocation(line: 64, column: 33, scope: !313)
!327 = !DILocation(line: 19, column: 12, scope: !315, inlinedAt: !326)
!328 = !DILocation(line: 19, column: 5, scope: !315, inlinedAt: !326)
!329 = !DILocation(line: 20, column: 17, scope: !330, inlinedAt: !326)
!330 = distinct !DILexicalBlock(scope: !324, file: !2, line: 20, column: 17)
!331 = !DILocation(line: 0, scope: !324, inlinedAt: !326)
!332 = !DILocation(line: 0, scope: !322, inlinedAt: !326)
!333 = !DILocation(line: 21, column: 15, scope: !322, inlinedAt: !326)
!334 = !DILocation(line: 21, column: 23, scope: !322, inlinedAt: !326)
!335 = !DILocation(line: 21, column: 22, scope: !322, inlinedAt: !326)
!336 = !DILocation(line: 21, column: 20, scope: !322, inlinedAt: !326)
!337 = !DILocation(line: 22, column: 13, scope: !322, inlinedAt: !326)
!338 = distinct !{!338, !328, !339, !255, !256}
!339 = !DILocation(line: 23, column: 5, scope: !315, inlinedAt: !326)
!340 = !DILocation(line: 0, scope: !313)
!341 = !DILocation(line: 64, column: 13, scope: !313)
!342 = !DILocation(line: 65, column: 9, scope: !313)
!343 = !DILocalVariable(name: "p", arg: 1, scope: !344, file: !2, line: 7, type: !318)
!344 = distinct !DISubprogram(name: "parse_ident", scope: !2, file: !2, line: 7, type: !345, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{!75, !318, !164}
!347 = !{!343, !348, !349}
!348 = !DILocalVariable(name: "out", arg: 2, scope: !344, file: !2, line: 7, type: !164)
!349 = !DILocalVariable(name: "n", scope: !344, file: !2, line: 8, type: !75)
!350 = !DILocation(line: 0, scope: !344, inlinedAt: !351)
!351 = distinct !DILocation(line: 65, column: 20, scope: !154)
!352 = !DILocation(line: 9, column: 10, scope: !353, inlinedAt: !351)
!353 = distinct !DILexicalBlock(scope: !344, file: !2, line: 9, column: 9)
!354 = !DILocation(line: 9, column: 38, scope: !353, inlinedAt: !351)
!355 = !DILocation(line: 11, column: 12, scope: !344, inlinedAt: !351)
!356 = !DILocation(line: 11, column: 40, scope: !344, inlinedAt: !351)
!357 = !DILocation(line: 12, column: 25, scope: !344, inlinedAt: !351)
!358 = !DILocation(line: 12, column: 20, scope: !344, inlinedAt: !351)
!359 = !DILocation(line: 12, column: 14, scope: !344, inlinedAt: !351)
!360 = !DILocation(line: 12, column: 9, scope: !344, inlinedAt: !351)
!361 = !DILocation(line: 12, column: 18, scope: !344, inlinedAt: !351)
!362 = distinct !{!362, !363, !357, !255, !256}
!363 = !DILocation(line: 11, column: 5, scope: !344, inlinedAt: !351)
!364 = !DILocation(line: 13, column: 5, scope: !344, inlinedAt: !351)
!365 = !DILocation(line: 13, column: 12, scope: !344, inlinedAt: !351)
!366 = !DILocation(line: 14, column: 5, scope: !344, inlinedAt: !351)
!367 = !DILocation(line: 65, column: 20, scope: !154)
!368 = !DILocation(line: 65, column: 20, scope: !155)
!369 = !DILocation(line: 66, column: 13, scope: !370)
!370 = distinct !DILexicalBlock(scope: !154, file: !2, line: 65, column: 44)
!371 = !DILocation(line: 67, column: 9, scope: !370)
!372 = !DILocation(line: 67, column: 20, scope: !153)
!373 = !DILocation(line: 67, column: 20, scope: !154)
!374 = !DILocation(line: 0, scope: !152)
!375 = !DILocation(line: 69, column: 20, scope: !152)
!376 = !DILocation(line: 69, column: 13, scope: !152)
!377 = !DILocation(line: 70, column: 23, scope: !152)
!378 = !DILocation(line: 70, column: 33, scope: !152)
!379 = !DILocation(line: 70, column: 31, scope: !152)
!380 = !DILocation(line: 70, column: 36, scope: !152)
!381 = !DILocation(line: 70, column: 28, scope: !152)
!382 = distinct !{!382, !376, !383, !255, !256}
!383 = !DILocation(line: 70, column: 41, scope: !152)
!384 = !DILocation(line: 0, scope: !154)
!385 = !DILocation(line: 71, column: 13, scope: !152)
!386 = !DILocation(line: 72, column: 9, scope: !152)
!387 = !DILocation(line: 73, column: 38, scope: !388)
!388 = distinct !DILexicalBlock(scope: !153, file: !2, line: 72, column: 16)
!389 = !DILocation(line: 73, column: 36, scope: !388)
!390 = !DILocation(line: 73, column: 13, scope: !388)
!391 = !DILocation(line: 0, scope: !156)
!392 = !DILocation(line: 59, column: 12, scope: !93)
!393 = distinct !{!393, !285, !394, !255, !256}
!394 = !DILocation(line: 75, column: 5, scope: !93)
!395 = !DILocation(line: 77, column: 5, scope: !93)
!396 = !DILocation(line: 77, column: 10, scope: !93)
!397 = distinct !DIAssignID()
!398 = !DILocation(line: 0, scope: !163)
!399 = !DILocation(line: 79, column: 23, scope: !170)
!400 = !DILocation(line: 79, column: 5, scope: !163)
!401 = !DILocation(line: 78, column: 9, scope: !93)
!402 = !DILocation(line: 88, column: 5, scope: !93)
!403 = !DILocation(line: 0, scope: !175)
!404 = !DILocation(line: 91, column: 5, scope: !175)
!405 = !DILocation(line: 80, column: 13, scope: !168)
!406 = !DILocation(line: 80, column: 13, scope: !169)
!407 = !DILocation(line: 83, column: 25, scope: !167)
!408 = !DILocation(line: 83, column: 33, scope: !409)
!409 = distinct !DILexicalBlock(scope: !166, file: !2, line: 83, column: 33)
!410 = !DILocation(line: 0, scope: !166)
!411 = !DILocation(line: 83, column: 62, scope: !412)
!412 = distinct !DILexicalBlock(scope: !172, file: !2, line: 83, column: 62)
!413 = !DILocation(line: 0, scope: !172)
!414 = !DILocation(line: 83, scope: !167)
!415 = !DILocation(line: 83, column: 18, scope: !167)
!416 = !DILocation(line: 83, column: 16, scope: !167)
!417 = !DILocation(line: 84, column: 19, scope: !167)
!418 = !DILocation(line: 0, scope: !168)
!419 = !DILocation(line: 79, column: 28, scope: !170)
!420 = distinct !{!420, !400, !421, !255, !256}
!421 = !DILocation(line: 87, column: 5, scope: !163)
!422 = !DILocation(line: 93, column: 5, scope: !93)
!423 = !DILocation(line: 95, column: 1, scope: !93)
!424 = !DILocation(line: 92, column: 17, scope: !425)
!425 = distinct !DILexicalBlock(scope: !175, file: !2, line: 91, column: 5)
!426 = !DILocation(line: 92, column: 28, scope: !425)
!427 = !DILocation(line: 92, column: 42, scope: !425)
!428 = !DILocation(line: 92, column: 14, scope: !425)
!429 = !DILocation(line: 91, column: 33, scope: !425)
!430 = !DILocation(line: 91, column: 25, scope: !425)
!431 = distinct !{!431, !404, !432, !255, !256}
!432 = !DILocation(line: 92, column: 45, scope: !175)
!433 = !DISubprogram(name: "__ctype_b_loc", scope: !59, file: !59, line: 79, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DISubroutineType(types: !435)
!435 = !{!436}
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !437, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !438, size: 64)
!438 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!439 = !DISubprogram(name: "__ctype_toupper_loc", scope: !59, file: !59, line: 83, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!440 = !DISubroutineType(types: !441)
!441 = !{!442}
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !443, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 64)
!444 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !445)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !446, line: 41, baseType: !75)
!446 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!447 = !DISubprogram(name: "__ctype_tolower_loc", scope: !59, file: !59, line: 81, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DISubprogram(name: "printf", scope: !449, file: !449, line: 356, type: !450, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!449 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!450 = !DISubroutineType(types: !451)
!451 = !{!75, !452, null}
!452 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
